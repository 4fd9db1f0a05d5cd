import { useTranslation } from 'react-i18next';

import type { VoucherStatus } from '@kado/shared/schemas';
import { Badge, type Tone } from '@kado/ui';

const TONE: Record<VoucherStatus, Tone> = {
  active: 'success',
  used: 'neutral',
  expired: 'neutral',
  refunded: 'info',
};

/** The voucher's status in words, with a tone (never colour alone). */
export function VoucherStatusChip({ status }: { status: VoucherStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`vouchers.status.${status}`)}</Badge>;
}
