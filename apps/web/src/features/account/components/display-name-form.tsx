import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { displayNameSchema } from '@kado/shared/schemas';
import { Button, TextField } from '@kado/ui';

import { useApiErrorMessage } from '../../../lib/api-error-message';
import { useUpdateProfile } from '../api/update-profile';
import './account.css';

const nameFormSchema = z.object({ displayName: displayNameSchema });
type NameForm = z.infer<typeof nameFormSchema>;

export interface DisplayNameFormProps {
  defaultName: string;
  submitLabel?: string;
  /** After the name is saved. */
  onSaved?: () => void;
}

/** The display name Kado greets you by (the input-profile form of onboarding, and the account page). */
export function DisplayNameForm({ defaultName, submitLabel, onSaved }: DisplayNameFormProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const update = useUpdateProfile();
  const form = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { displayName: defaultName },
  });
  const error = form.formState.errors.displayName;

  const submit = form.handleSubmit(({ displayName }) => {
    update.mutate(
      { displayName },
      {
        onSuccess: (me) => {
          form.reset({ displayName: me.displayName ?? '' });
          onSaved?.();
        },
      },
    );
  });

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('account.nameLabel')}
        hint={t('account.nameHint')}
        error={error && t('account.nameInvalid')}
        autoComplete="nickname"
        maxLength={80}
        {...form.register('displayName')}
      />
      {update.isError && (
        <p role="alert" className="account-form__alert">
          {errorMessage(update.error)}
        </p>
      )}
      <p role="status" className="account-form__status">
        {update.isSuccess && !form.formState.isDirty ? t('account.nameSaved') : ''}
      </p>
      <Button type="submit" loading={update.isPending}>
        {submitLabel ?? t('account.saveName')}
      </Button>
    </form>
  );
}
