import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { pathFor } from '@kado/shared';
import { Container, EmptyState } from '@kado/ui';

import { LoadingState } from '../../components/loading-state';
import { useKeptVouchers } from '../../features/kept-vouchers/api/get-kept-vouchers';
import { useKeptVouchersSync } from '../../features/kept-vouchers/api/sync-kept-vouchers';
import { KeepSwitch } from '../../features/kept-vouchers/components/keep-switch';
import { KeptNotice } from '../../features/kept-vouchers/components/kept-notice';
import { useSession } from '../../features/session/api/get-session';
import { useVoucher } from '../../features/vouchers/api/get-voucher';
import { VoucherDetail } from '../../features/vouchers/components/voucher-detail';
import { useDocumentTitle } from '../../lib/document-title';
import { isUsable } from '../../lib/kept-vouchers';
import { apiErrorInfo } from '../../lib/trpc';
import { useMinimumDisplay } from '../../lib/use-minimum-display';
import { useNow } from '../../lib/use-now';

/** Offline: the copy of this voucher kept on this device, read-only, if it is kept and usable. */
function KeptVoucherPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const kept = useKeptVouchers();
  const now = useNow(60_000);
  const copy = kept.data?.vouchers.find((candidate) => candidate.voucher.id === id);
  // Checked as time passes: a copy past its date is not shown at a counter.
  const voucher = copy && isUsable(copy.voucher, now) ? copy.voucher : undefined;
  useDocumentTitle(voucher?.gift.name ?? t('pages.giftDetail.title'));
  if (kept.isPending) return <LoadingState label={t('vouchers.loadingOne')} />;
  if (!kept.data || !voucher) return <EmptyState title={t('kept.notKept')} />;
  return (
    <>
      <KeptNotice updatedAt={kept.data.lastContactAt} />
      <VoucherDetail voucher={voucher} readOnlyReason={t('kept.readOnly')} />
    </>
  );
}

function OnlineVoucherPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const voucher = useVoucher(id);
  const session = useSession();
  const kept = useKeptVouchers();
  const loading = useMinimumDisplay(voucher.isPending);
  useDocumentTitle(voucher.data?.gift.name ?? t('pages.giftDetail.title'));
  // Not mine, or no such voucher (or not even an id the BFF accepts): the 404 page.
  const status = apiErrorInfo(voucher.error)?.status;
  if (voucher.error instanceof Error && (status === 404 || status === 400)) throw voucher.error;

  if (loading || !voucher.data) {
    return voucher.error && !loading ? (
      <p role="alert">{t('vouchers.failedOne')}</p>
    ) : (
      <LoadingState label={t('vouchers.loadingOne')} />
    );
  }
  const keepSwitch = session.data?.signedIn && voucher.data.status === 'active' && (
    <KeepSwitch
      accountTag={session.data.accountTag}
      choices={kept.data?.choices}
      voucherId={voucher.data.id}
    />
  );
  return <VoucherDetail voucher={voucher.data} keepSwitch={keepSwitch} />;
}

export default function GiftDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { unreachable } = useKeptVouchersSync();
  return (
    <Container className="voucher-page">
      <p className="voucher-page__back">
        <Link to={pathFor('my-gift')}>
          {/* Decoration: the link's name is its words, not "left arrow". */}
          <span aria-hidden="true">← </span>
          {t('vouchers.backToList')}
        </Link>
      </p>
      {unreachable ? <KeptVoucherPage id={id} /> : <OnlineVoucherPage id={id} />}
    </Container>
  );
}
