import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Badge, Button, usePipes } from '@kado/ui';

import { deviceName, type DeviceSession } from '../device-session';
import { DeviceIcon } from './device-icon';

export interface DeviceCardProps {
  session: DeviceSession;
  /** The clock the relative "last seen" is read against (it ticks). */
  now: number;
  /** Signs this (other) session out; absent for this device, which signs out the usual way. */
  onSignOut?: () => void;
  signingOut?: boolean;
}

/** One signed-in session: its device, network, when it signed in and was last seen. */
export function DeviceCard({ session, now, onSignOut, signingOut = false }: DeviceCardProps) {
  const { t } = useTranslation();
  const pipes = usePipes();
  const headingId = useId();
  const name = deviceName(t, session);
  const { place } = session;

  return (
    <article className="device-card" aria-labelledby={headingId} data-testid="device">
      <span className="device-card__icon">
        <DeviceIcon type={session.deviceType} />
      </span>
      <div className="device-card__body">
        <div className="device-card__head">
          <h3 id={headingId} className="device-card__name">
            {name}
          </h3>
          {session.current && <Badge tone="success">{t('devices.thisDevice')}</Badge>}
        </div>
        {session.deviceType && (
          <p className="device-card__type">{t(`devices.type.${session.deviceType}`)}</p>
        )}
        <dl className="device-card__facts">
          <div>
            <dt>{t('devices.network')}</dt>
            <dd>
              {place.kind === 'local'
                ? t('devices.networkLocal')
                : place.kind === 'network'
                  ? place.network
                  : t('devices.networkUnknown')}
            </dd>
          </div>
          <div>
            <dt>{t('devices.signedIn')}</dt>
            <dd>
              <time dateTime={session.signedInAt}>{pipes.dateTime(session.signedInAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('devices.lastSeen')}</dt>
            <dd>
              {session.current ? (
                t('devices.activeNow')
              ) : (
                <time dateTime={session.lastSeenAt} title={pipes.dateTime(session.lastSeenAt)}>
                  {/* A clock a little ahead of this one never reads "in 3 seconds". */}
                  {pipes.relative(Math.min(Date.parse(session.lastSeenAt), now), now)}
                </time>
              )}
            </dd>
          </div>
        </dl>
      </div>
      {onSignOut && (
        <div className="device-card__action">
          <Button
            variant="secondary"
            size="sm"
            loading={signingOut}
            aria-label={t('devices.signOutNamed', { device: name })}
            onClick={onSignOut}
          >
            {t('devices.signOut')}
          </Button>
        </div>
      )}
    </article>
  );
}
