import { useState } from 'react';

import type { MarketCode } from '@kado/shared';
import type { Me } from '@kado/shared/schemas';

import { otpSent, type OtpState } from '../otp-state';
import { InputPhoneForm } from './input-phone-form';
import { OtpForm } from './otp-form';
import './phone-flow.css';

export interface PhoneVerificationFlowProps {
  onVerified: (me: Me) => void;
  /** The number the input-phone form starts from. */
  defaultPhone?: string;
  /** The calling code picked first when there is no number: the shopper's market. */
  defaultMarket?: MarketCode;
  submitLabel?: string;
}

/**
 * The shared phone-verification flow inline: the input-phone form, then the one-time-code form.
 * "Change number" goes back to the first with the number kept.
 */
export function PhoneVerificationFlow({
  onVerified,
  defaultPhone,
  defaultMarket,
  submitLabel,
}: PhoneVerificationFlowProps) {
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [phone, setPhone] = useState(defaultPhone);

  if (otp) {
    return (
      <OtpForm
        key={otp.phone}
        initial={otp}
        onVerified={onVerified}
        onChangeNumber={() => {
          setPhone(otp.phone);
          setOtp(null);
        }}
      />
    );
  }
  return (
    <InputPhoneForm
      defaultPhone={phone}
      defaultMarket={defaultMarket}
      submitLabel={submitLabel}
      onSent={(sent) => {
        setOtp(otpSent(sent));
      }}
    />
  );
}
