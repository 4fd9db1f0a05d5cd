import { useTranslation } from 'react-i18next';

import { Button, type ButtonSize, type ButtonVariant } from '@kado/ui';

import { useSignOut } from '../api/sign-out';

export function SignOutButton({
  variant = 'ghost',
  size = 'sm',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <>
      <Button
        variant={variant}
        size={size}
        loading={signOut.isPending}
        onClick={() => {
          signOut.mutate();
        }}
      >
        {t('nav.signOut')}
      </Button>
      {signOut.isError && (
        <span role="alert" className="sign-out-error">
          {t('nav.signOutFailed')}
        </span>
      )}
    </>
  );
}
