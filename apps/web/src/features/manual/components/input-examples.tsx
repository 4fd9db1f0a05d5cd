import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  BoxCodeInput,
  OtpInput,
  PhoneInput,
  ResendCountdown,
  type BoxCodeChange,
  type PhoneChange,
} from '@kado/ui';

import { useLocale } from '../../../lib/i18n';
import './manual.css';

/** The special inputs: phone number, one-time code with its resend count-down, box code. */
export function InputExamples() {
  const { t } = useTranslation();
  const { market } = useLocale();
  const [phone, setPhone] = useState<PhoneChange | null>(null);
  const [code, setCode] = useState('');
  const [box, setBox] = useState<BoxCodeChange | null>(null);
  const [sentAt, setSentAt] = useState(() => Date.now());
  return (
    <>
      <section aria-labelledby="input-phone" className="manual-block manual-form">
        <h2 id="input-phone">{t('kit.inputs.phoneTitle')}</h2>
        <PhoneInput defaultMarket={market} hint={t('kit.inputs.phoneHint')} onChange={setPhone} />
        <p className="manual-output">
          {t('kit.inputs.result')} <code>{phone?.e164 ?? '—'}</code>
        </p>
      </section>
      <section aria-labelledby="input-otp" className="manual-block manual-form">
        <h2 id="input-otp">{t('kit.inputs.otpTitle')}</h2>
        <OtpInput
          label={t('kit.inputs.otpLabel')}
          hint={t('kit.inputs.otpHint')}
          onCodeChange={setCode}
        />
        <ResendCountdown
          key={sentAt}
          availableAt={sentAt + 60_000}
          onResend={() => {
            setSentAt(Date.now());
          }}
        />
        <p className="manual-output">
          {t('kit.inputs.result')} <code>{code || '—'}</code>
        </p>
        <OtpInput label={t('kit.inputs.otpError')} error={t('kit.inputs.otpWrong')} />
      </section>
      <section aria-labelledby="input-box" className="manual-block manual-form">
        <h2 id="input-box">{t('kit.inputs.boxTitle')}</h2>
        <BoxCodeInput
          label={t('kit.inputs.boxLabel')}
          hint={t('kit.inputs.boxHint')}
          onCodeChange={setBox}
        />
        <p className="manual-output">
          {t('kit.inputs.result')} <code>{box?.code ?? '—'}</code>
        </p>
      </section>
    </>
  );
}
