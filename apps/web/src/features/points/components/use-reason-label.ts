import { useTranslation } from 'react-i18next';

const KNOWN_REASONS = [
  'box_charge',
  'box_merge',
  'gift_exchange',
  'gift_sent',
  'gift_returned',
  'lot_expired',
  'demo_grant',
  'demo_refund',
  'welcome_bonus',
  'campaign',
  'employer',
  'supplier_failed',
  'operator_refund',
] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];

function isKnown(reason: string): reason is KnownReason {
  return (KNOWN_REASONS as readonly string[]).includes(reason);
}

/** A ledger reason code in the reader's language; an operator's own code reads as "Other". */
export function useReasonLabel(): (reason: string) => string {
  const { t } = useTranslation();
  return (reason) => (isKnown(reason) ? t(`reasons.${reason}`) : t('reasons.other'));
}
