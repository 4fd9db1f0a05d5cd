import { useTranslation } from 'react-i18next';

import { reasonKey } from '@kado/shared/schemas';

/** A ledger reason code in the reader's language; an operator's own code reads as "Other". */
export function useReasonLabel(): (reason: string) => string {
  const { t } = useTranslation();
  return (reason) => t(`reasons.${reasonKey(reason)}`);
}
