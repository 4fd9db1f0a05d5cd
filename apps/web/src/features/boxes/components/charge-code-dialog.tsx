import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { normaliseBoxCode } from '@kado/shared';
import type { ChargeCodeResult } from '@kado/shared/schemas';
import { BoxCodeInput, Button, Dialog } from '@kado/ui';

import { useApiErrorMessage } from '../../../lib/api-error-message';
import { refusalCode, refusalDetail } from '../../../lib/refusal';
import { useChargeCode } from '../api/charge-code';
import { chargeFormSchema, type ChargeForm } from '../charge-code';
import './boxes.css';

export interface ChargeCodeDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCharged: (result: ChargeCodeResult) => void;
}

function ChargeCodeForm({ onCharged }: { onCharged: (result: ChargeCodeResult) => void }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const charge = useChargeCode();
  const form = useForm<ChargeForm>({
    resolver: zodResolver(chargeFormSchema),
    defaultValues: { code: '' },
  });
  const fieldError = form.formState.errors.code?.message as 'required' | 'invalid' | undefined;
  const limited = refusalCode(charge.error) === 'RATE_LIMITED';
  const retryMinutes = Math.ceil((refusalDetail(charge.error, 'retryAfterSeconds') ?? 3600) / 60);

  const submit = form.handleSubmit(({ code }) => {
    // One idempotency key per attempt: a retried request charges the code once.
    charge.mutate(
      { code: normaliseBoxCode(code) ?? code, idempotencyKey: crypto.randomUUID() },
      { onSuccess: onCharged },
    );
  });

  return (
    <form className="charge-form" noValidate onSubmit={(event) => void submit(event)}>
      <BoxCodeInput
        label={t('charge.codeLabel')}
        hint={t('charge.codeHint')}
        error={fieldError && t(`charge.validation.${fieldError}`)}
        {...form.register('code')}
      />
      {charge.isError && (
        <p role="alert" className="charge-form__alert">
          {limited ? t('charge.limitReached', { count: retryMinutes }) : errorMessage(charge.error)}
        </p>
      )}
      <Button type="submit" loading={charge.isPending} disabled={limited}>
        {t('charge.submit')}
      </Button>
    </form>
  );
}

/** "Charge a code": a box code becomes a lot keeping the box's expiry; refusals in words. */
export function ChargeCodeDialog({ isOpen, onOpenChange, onCharged }: ChargeCodeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('charge.title')}>
      <p className="charge-form__intro">{t('charge.intro')}</p>
      {isOpen && (
        <ChargeCodeForm
          onCharged={(result) => {
            onCharged(result);
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}
