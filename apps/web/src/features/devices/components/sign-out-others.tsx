import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertBanner, Button, Dialog } from '@kado/ui';

import { useApiErrorMessage } from '../../../lib/api-error-message';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices';

export interface SignOutOthersProps {
  /** How many other sessions the list shows. */
  others: number;
  /** Runs with how many sessions ended, once the list is read again. */
  onDone: (ended: number) => void;
}

/** "Sign out all other devices", confirmed in a dialog first: it cannot be undone from here. */
export function SignOutOthers({ others, onDone }: SignOutOthersProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [open, setOpen] = useState(false);
  const signOutOthers = useSignOutOtherDevices();

  const confirm = () => {
    signOutOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        setOpen(false);
        onDone(ended);
      },
    });
  };

  return (
    <section className="devices-others" aria-labelledby="devices-others-title">
      <h2 id="devices-others-title">{t('devices.othersTitle')}</h2>
      <p className="devices-others__body">{t('devices.othersBody')}</p>
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            signOutOthers.reset();
            setOpen(true);
          }}
        >
          {t('devices.signOutOthers')}
        </Button>
      </div>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        role="alertdialog"
        size="sm"
        title={t('devices.confirmTitle')}
        footer={(close) => (
          <>
            <Button variant="secondary" onClick={close} disabled={signOutOthers.isPending}>
              {t('devices.cancel')}
            </Button>
            <Button variant="primary" loading={signOutOthers.isPending} onClick={confirm}>
              {t('devices.confirm')}
            </Button>
          </>
        )}
      >
        <p>{t('devices.confirmBody', { count: others })}</p>
        {signOutOthers.isError && (
          <AlertBanner tone="danger" role="alert">
            {errorMessage(signOutOthers.error)}
          </AlertBanner>
        )}
      </Dialog>
    </section>
  );
}
