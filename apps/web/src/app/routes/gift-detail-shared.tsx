import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { shareTokenSchema } from '@kado/shared/schemas';
import { Container } from '@kado/ui';

import { LoadingState } from '../../components/loading-state';
import { useSharedVoucher } from '../../features/vouchers/api/get-shared-voucher';
import { LinkGone } from '../../features/vouchers/components/link-gone';
import { SharedVoucherView } from '../../features/vouchers/components/shared-voucher-view';
import { useDocumentTitle } from '../../lib/document-title';
import { apiErrorInfo } from '../../lib/trpc';
import { useMinimumDisplay } from '../../lib/use-minimum-display';

export default function SharedGiftDetailPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const wellFormed = shareTokenSchema.safeParse(token).success;
  const voucher = useSharedVoucher(token, wellFormed);
  const loading = useMinimumDisplay(voucher.isPending && wellFormed);
  useDocumentTitle(voucher.data?.gift.name ?? t('pages.giftDetailShared.title'));

  const status = apiErrorInfo(voucher.error)?.status;
  // Revoked, refunded, unknown or malformed: the link no longer works, whatever the reason.
  const gone =
    !wellFormed ||
    voucher.data?.status === 'refunded' ||
    (status !== undefined && status >= 400 && status < 500);

  return (
    <Container className="voucher-page">
      {gone ? (
        <LinkGone />
      ) : loading || !voucher.data ? (
        voucher.error && !loading ? (
          <p role="alert">{t('vouchers.failedOne')}</p>
        ) : (
          <LoadingState label={t('vouchers.loadingOne')} />
        )
      ) : (
        <SharedVoucherView voucher={voucher.data} />
      )}
    </Container>
  );
}
