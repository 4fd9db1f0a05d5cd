import { useState } from 'react';

import type { GiftDetail, SentPresentResult } from '@kado/shared/schemas';

import { SendGiftForm } from './send-gift-form';
import { SendGiftResult } from './send-gift-result';
import './gifting.css';

export interface SendGiftProps {
  gift: GiftDetail;
  defaultSenderName: string;
  onPhoneRequired: () => void;
}

/** The send form, then, once sent, the link to hand over. */
export function SendGift({ gift, defaultSenderName, onPhoneRequired }: SendGiftProps) {
  const [sent, setSent] = useState<{ result: SentPresentResult; passcodeSet: boolean } | null>(
    null,
  );
  if (sent) {
    return (
      <SendGiftResult
        gift={gift}
        result={sent.result}
        passcodeSet={sent.passcodeSet}
        onSendAnother={() => {
          setSent(null);
        }}
      />
    );
  }
  return (
    <SendGiftForm
      gift={gift}
      defaultSenderName={defaultSenderName}
      onPhoneRequired={onPhoneRequired}
      onSent={(result, passcodeSet) => {
        setSent({ result, passcodeSet });
      }}
    />
  );
}
