import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertBanner, Button, EmptyState, useToast } from '@kado/ui';

import { LinkButton } from '../../../components/link-button';
import { LoadingState } from '../../../components/loading-state';
import { useApiErrorMessage } from '../../../lib/api-error-message';
import { refusalCode } from '../../../lib/refusal';
import { useNow } from '../../../lib/use-now';
import { useDevices } from '../api/get-devices';
import { useSignOutDevice } from '../api/sign-out-device';
import { deviceName, thisDeviceFirst } from '../device-session';
import { DeviceCard } from './device-card';
import { SignOutOthers } from './sign-out-others';
import './devices.css';

/**
 * Where the account is signed in (PRODUCT.md §7): every session with its device, network, sign-in
 * and last activity, this device marked; any other one signed out on its own, or all at once. An
 * ended session's next request is refused, so the list is read again after each sign-out, and the
 * focus goes to the list's heading, since the button that had it is gone.
 */
export function DevicesPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const now = useNow(30_000);
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const summary = useRef<HTMLHeadingElement>(null);
  const [endingId, setEndingId] = useState<string | null>(null);

  const focusSummary = () => {
    // After the list is drawn again without the session whose button had the focus.
    requestAnimationFrame(() => summary.current?.focus());
  };

  if (!devices.data) {
    return devices.isError ? (
      <AlertBanner
        tone="danger"
        role="alert"
        action={
          <Button variant="secondary" size="sm" onClick={() => void devices.refetch()}>
            {t('devices.retry')}
          </Button>
        }
      >
        {t('devices.failed')}
      </AlertBanner>
    ) : (
      <LoadingState label={t('devices.loading')} />
    );
  }

  const sessions = thisDeviceFirst(devices.data.sessions);
  const others = sessions.filter((session) => !session.current);

  return (
    <div className="devices">
      <section className="devices-list-section" aria-labelledby="devices-summary">
        <h2 id="devices-summary" ref={summary} tabIndex={-1}>
          {t('devices.summary', { count: sessions.length })}
        </h2>
        {signOut.isError && refusalCode(signOut.error) !== 'NOT_FOUND' && (
          <AlertBanner tone="danger" role="alert">
            {errorMessage(signOut.error)}
          </AlertBanner>
        )}
        <ul className="devices-list" aria-labelledby="devices-summary">
          {sessions.map((session) => (
            <li key={session.id}>
              <DeviceCard
                session={session}
                now={now}
                signingOut={signOut.isPending && endingId === session.id}
                onSignOut={
                  session.current
                    ? undefined
                    : () => {
                        const name = deviceName(t, session);
                        setEndingId(session.id);
                        signOut.mutate(
                          { id: session.id },
                          {
                            onSuccess: () => {
                              toast.success(t('devices.signedOut', { device: name }));
                              focusSummary();
                            },
                            onError: (error) => {
                              // It ended meanwhile (signed out there, or timed out): the list
                              // read again no longer shows it.
                              if (refusalCode(error) !== 'NOT_FOUND') return;
                              toast.info(t('devices.alreadySignedOut', { device: name }));
                              focusSummary();
                            },
                          },
                        );
                      }
                }
              />
            </li>
          ))}
        </ul>
      </section>

      {others.length > 0 ? (
        <SignOutOthers
          others={others.length}
          onDone={(ended) => {
            toast.success(
              ended > 0
                ? t('devices.othersSignedOut', { count: ended })
                : t('devices.noneSignedOut'),
            );
            focusSummary();
          }}
        />
      ) : (
        <EmptyState
          className="devices-empty"
          title={t('devices.emptyTitle')}
          body={t('devices.emptyBody')}
        />
      )}

      <p className="devices-back">
        {/* Back to the section this page was opened from, not the top of the account page. */}
        <LinkButton to="/account-info#account-devices" variant="ghost">
          {t('devices.back')}
        </LinkButton>
      </p>
    </div>
  );
}
