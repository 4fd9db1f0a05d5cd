import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { Me } from '@kado/shared/schemas';
import { otpCodeSchema } from '@kado/shared/schemas';
import { Button, OtpInput, readablePhone } from '@kado/ui';

import { RefusalAlert } from '../../../components/refusal-alert';
import { isReauthRequired } from '../../../lib/fresh-sign-in';
import { refusalCode, refusalDetail } from '../../../lib/refusal';
import { useRequestOtp } from '../api/request-otp';
import { useVerifyPhone } from '../api/verify-phone';
import { otpRefused, otpSent, type OtpState } from '../otp-state';

const codeFormSchema = z.object({ code: otpCodeSchema });
type CodeForm = z.infer<typeof codeFormSchema>;

/** Whole seconds until `until`, re-read once a second. */
function useSecondsUntil(until: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
}

export interface OtpFormProps {
  initial: OtpState;
  onVerified: (me: Me) => void;
  onChangeNumber: () => void;
}

/** The one-time-code form: six digits, tries left, a resend after the count-down, every §5 error. */
export function OtpForm({ initial, onVerified, onChangeNumber }: OtpFormProps) {
  const { t } = useTranslation();
  const [state, setState] = useState(initial);
  const verify = useVerifyPhone();
  const resend = useRequestOtp();
  const secondsLeft = useSecondsUntil(state.resendAfter);
  const form = useForm<CodeForm>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const fieldError = form.formState.errors.code;

  const submit = form.handleSubmit(({ code }) => {
    verify.mutate(
      { phone: state.phone, code },
      {
        onSuccess: onVerified,
        onError: (error) => {
          setState((current) =>
            otpRefused(current, refusalCode(error), refusalDetail(error, 'attemptsLeft')),
          );
          form.setValue('code', '');
          // A fresh sign-in takes the focus to its link instead.
          if (!isReauthRequired(error)) form.setFocus('code');
        },
      },
    );
  });

  const sendAgain = () => {
    verify.reset();
    resend.mutate(
      { phone: state.phone },
      {
        onSuccess: (otp) => {
          setState(otpSent(otp));
          form.setValue('code', '');
          form.setFocus('code');
        },
      },
    );
  };

  const refusal = verify.error ?? resend.error;
  const mmss = `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;

  return (
    <form className="phone-flow__form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="phone-flow__sent">
        {t('phoneFlow.codeSent', { phone: readablePhone(state.phone) })}{' '}
        <button type="button" className="phone-flow__link" onClick={onChangeNumber}>
          {t('phoneFlow.changeNumber')}
        </button>
      </p>
      <OtpInput
        label={t('phoneFlow.codeLabel')}
        hint={
          state.dead
            ? t('phoneFlow.codeDead')
            : t('phoneFlow.triesLeft', { count: state.triesLeft })
        }
        error={fieldError && t('phoneFlow.validation.code')}
        disabled={state.dead}
        {...form.register('code', {
          setValueAs: (value: string) => value.replace(/\D/g, ''),
        })}
      />
      {refusal && <RefusalAlert error={refusal} className="phone-flow__alert" />}
      <div className="phone-flow__actions">
        <Button type="submit" loading={verify.isPending} disabled={state.dead}>
          {t('phoneFlow.verify')}
        </Button>
        {secondsLeft > 0 ? (
          <p className="phone-flow__countdown" role="timer" aria-live="off">
            {t('phoneFlow.resendIn', { time: mmss })}
          </p>
        ) : (
          <Button type="button" variant="secondary" loading={resend.isPending} onClick={sendAgain}>
            {t('phoneFlow.resend')}
          </Button>
        )}
      </div>
    </form>
  );
}
