import { useTranslation } from 'react-i18next';

import type { MarketCode } from '@kado/shared';
import type { Me } from '@kado/shared/schemas';
import { Dialog } from '@kado/ui';

import { PhoneVerificationFlow } from './phone-verification-flow';

export interface PhoneVerificationDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Runs once the number is verified (the session already knows); the dialog then closes. */
  onVerified?: (me: Me) => void;
  title?: string;
  /** The number to start from, e.g. the current one when replacing it. */
  defaultPhone?: string;
  /** The calling code picked first when there is no number: the shopper's market. */
  defaultMarket?: MarketCode;
  /** A sentence above the form: why a verified phone is needed here. */
  reason?: string;
}

/**
 * The shared phone-verification flow in a dialog: used wherever an action needs a verified phone
 * (charge a code, exchange) and for the phone-update modal. The old number stays until the new one
 * is verified: nothing changes before the code is accepted.
 */
export function PhoneVerificationDialog({
  isOpen,
  onOpenChange,
  onVerified,
  title,
  defaultPhone,
  defaultMarket,
  reason,
}: PhoneVerificationDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title ?? t('phoneFlow.dialogTitle')}>
      {reason && <p className="phone-flow__reason">{reason}</p>}
      {isOpen && (
        <PhoneVerificationFlow
          defaultPhone={defaultPhone}
          defaultMarket={defaultMarket}
          onVerified={(me) => {
            onVerified?.(me);
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}
