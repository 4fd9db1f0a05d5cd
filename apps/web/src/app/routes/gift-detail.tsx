import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { pathFor } from '@kado/shared';
import { Container } from '@kado/ui';

import { LoadingState } from '../../components/loading-state';
import { useVoucher } from '../../features/vouchers/api/get-voucher';
import { VoucherDetail } from '../../features/vouchers/components/voucher-detail';
import { useDocumentTitle } from '../../lib/document-title';
import { apiErrorInfo } from '../../lib/trpc';
import { useMinimumDisplay } from '../../lib/use-minimum-display';

export default function GiftDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const voucher = useVoucher(id);
  const loading = useMinimumDisplay(voucher.isPending);
  useDocumentTitle(voucher.data?.gift.name ?? t('pages.giftDetail.title'));
  // Not mine, or no such voucher (or not even an id the BFF accepts): the 404 page.
  const status = apiErrorInfo(voucher.error)?.status;
  if (voucher.error instanceof Error && (status === 404 || status === 400)) throw voucher.error;

  return (
    <Container className="voucher-page">
      <p className="voucher-page__back">
        <Link to={pathFor('my-gift')}>{t('vouchers.backToList')}</Link>
      </p>
      {loading || !voucher.data ? (
        voucher.error && !loading ? (
          <p role="alert">{t('vouchers.failedOne')}</p>
        ) : (
          <LoadingState label={t('vouchers.loadingOne')} />
        )
      ) : (
        <VoucherDetail voucher={voucher.data} />
      )}
    </Container>
  );
}
