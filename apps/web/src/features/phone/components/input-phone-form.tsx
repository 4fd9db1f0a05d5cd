import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { MARKET_CODES, type MarketCode } from '@kado/shared';
import type { PhoneOtp } from '@kado/shared/schemas';
import { Button, PhoneInput } from '@kado/ui';

import { RefusalAlert } from '../../../components/refusal-alert';
import { useLocale } from '../../../lib/i18n';
import { useRequestOtp } from '../api/request-otp';
import { marketOfPhone, phoneFormSchema, type PhoneForm } from '../phone-number';

export interface InputPhoneFormProps {
  /** The number to start from (the one being replaced, or one typed before). */
  defaultPhone?: string;
  /** The calling code picked first when there is no number yet: the shopper's market. */
  defaultMarket?: MarketCode;
  submitLabel?: string;
  onSent: (otp: PhoneOtp) => void;
}

/**
 * The input-phone form: the design system's phone input (a market's calling code and the national
 * number, formatted as typed) gives the form an E.164 number once it is valid; until then the form
 * holds what was typed, which the shared schema refuses.
 */
export function InputPhoneForm({
  defaultPhone = '',
  defaultMarket,
  submitLabel,
  onSent,
}: InputPhoneFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const inputId = useId();
  const requestOtp = useRequestOtp();
  const form = useForm<PhoneForm>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: { phone: defaultPhone },
  });
  const fieldError = form.formState.errors.phone?.message;
  const startMarket =
    marketOfPhone(defaultPhone) ??
    MARKET_CODES.find((code) => code === defaultMarket) ??
    locale.market;

  const submit = form.handleSubmit(
    ({ phone }) => {
      requestOtp.mutate({ phone }, { onSuccess: onSent });
    },
    () => {
      // The phone input has no ref for the form to focus: send the keyboard back to it by id.
      document.getElementById(inputId)?.focus();
    },
  );

  return (
    <form className="phone-flow__form" noValidate onSubmit={(event) => void submit(event)}>
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            id={inputId}
            name={field.name}
            label={t('phoneFlow.phoneLabel')}
            hint={t('phoneFlow.phoneHint')}
            error={
              fieldError &&
              t(`phoneFlow.validation.${fieldError as 'required' | 'format' | 'market'}`)
            }
            defaultMarket={startMarket}
            defaultValue={defaultPhone || null}
            disabled={requestOtp.isPending}
            onChange={(change) => {
              // Not valid yet: what was typed, bare, so the schema names what is wrong with it.
              field.onChange(change.e164 ?? change.national.replace(/[^\d+]/g, ''));
            }}
            onBlur={field.onBlur}
          />
        )}
      />
      {requestOtp.isError && (
        <RefusalAlert error={requestOtp.error} className="phone-flow__alert" />
      )}
      <Button type="submit" loading={requestOtp.isPending}>
        {submitLabel ?? t('phoneFlow.sendCode')}
      </Button>
    </form>
  );
}
