import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { accountDeletionSchema } from '@kado/shared/schemas';
import { Button, Dialog, TextField } from '@kado/ui';

import { RefusalAlert } from '../../../components/refusal-alert';
import { useDeleteAccount } from '../api/delete-account';
import './account.css';

/** The typed confirmation: exactly the word the wallet expects, whatever the reader's language. */
const CONFIRM_WORD = accountDeletionSchema.shape.confirm.value;
const confirmFormSchema = z
  .object({ confirm: z.string().trim() })
  .refine((form) => form.confirm === CONFIRM_WORD, { path: ['confirm'], message: 'mismatch' });
type ConfirmForm = z.infer<typeof confirmFormSchema>;

function DeleteAccountForm({ lost }: { lost: string[] }) {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const form = useForm<ConfirmForm>({
    resolver: zodResolver(confirmFormSchema),
    defaultValues: { confirm: '' },
  });
  const error = form.formState.errors.confirm;

  const submit = form.handleSubmit(() => {
    remove.mutate({ confirm: CONFIRM_WORD });
  });

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('account.deleteLoses')}</p>
      <ul className="account-delete__lost">
        {lost.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t('account.deleteFinal')}</p>
      <TextField
        label={t('account.deleteConfirmLabel', { word: CONFIRM_WORD })}
        error={error && t('account.deleteConfirmMismatch', { word: CONFIRM_WORD })}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...form.register('confirm')}
      />
      {remove.isError && <RefusalAlert error={remove.error} className="account-form__alert" />}
      <Button type="submit" variant="primary" loading={remove.isPending}>
        {t('account.deleteSubmit')}
      </Button>
    </form>
  );
}

export interface DeleteAccountProps {
  lost: string[];
  /** Whether the dialog is open: the page keeps it in its URL, so a fresh sign-in reopens it. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Deleting the account for good, behind a dialog that says what is lost and asks for a typed word. */
export function DeleteAccount({ lost, isOpen, onOpenChange }: DeleteAccountProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          onOpenChange(true);
        }}
      >
        {t('account.deleteOpen')}
      </Button>
      <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('account.deleteTitle')}>
        {isOpen && <DeleteAccountForm lost={lost} />}
      </Dialog>
    </>
  );
}
