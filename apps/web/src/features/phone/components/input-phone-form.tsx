import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { PhoneOtp } from '@kado/shared/schemas';
import { Button, TextField } from '@kado/ui';

import { useApiErrorMessage } from '../../../lib/api-error-message';
import { useRequestOtp } from '../api/request-otp';
import { phoneFormSchema, type PhoneForm } from '../phone-number';

export interface InputPhoneFormProps {
  /** The number to start from (the one being replaced, or one typed before). */
  defaultPhone?: string;
  submitLabel?: string;
  onSent: (otp: PhoneOtp) => void;
}

/** The input-phone form: an E.164 number of a Kado market, then a one-time code by SMS. */
export function InputPhoneForm({ defaultPhone = '', submitLabel, onSent }: InputPhoneFormProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const requestOtp = useRequestOtp();
  const form = useForm<PhoneForm>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phone: defaultPhone },
  });
  const fieldError = form.formState.errors.phone?.message;

  const submit = form.handleSubmit(({ phone }) => {
    requestOtp.mutate({ phone }, { onSuccess: onSent });
  });

  return (
    <form className="phone-flow__form" noValidate onSubmit={(event) => void submit(event)}>
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <TextField
            {...field}
            label={t('phoneFlow.phoneLabel')}
            hint={t('phoneFlow.phoneHint')}
            error={
              fieldError &&
              t(`phoneFlow.validation.${fieldError as 'required' | 'format' | 'market'}`)
            }
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            onChange={(event) => {
              field.onChange(event.target.value.replace(/[^\d+]/g, ''));
            }}
          />
        )}
      />
      {requestOtp.isError && (
        <p role="alert" className="phone-flow__alert">
          {errorMessage(requestOtp.error)}
        </p>
      )}
      <Button type="submit" loading={requestOtp.isPending}>
        {submitLabel ?? t('phoneFlow.sendCode')}
      </Button>
    </form>
  );
}
