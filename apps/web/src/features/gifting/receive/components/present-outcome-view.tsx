import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathFor } from '@kado/shared';
import { Button } from '@kado/ui';

import type { PresentOutcome } from '../hooks/present-outcome';

/**
 * How the visit ended. After the recipient's own claim or decline, focus moves to the heading so a
 * screen reader says what happened; a state found on opening the card is read in its turn.
 */
export function PresentOutcomeView({
  outcome,
  focus,
}: {
  outcome: PresentOutcome;
  focus: boolean;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, outcome]);

  const title = (text: string) => (
    <h2 ref={heading} tabIndex={-1} className="receive-outcome__title">
      {text}
    </h2>
  );

  switch (outcome.kind) {
    case 'claimed':
      return (
        <section className="receive-outcome receive-outcome--success">
          {title(t('gifting.receive.claimedTitle'))}
          <p>{t('gifting.receive.claimedBody', { count: outcome.count })}</p>
          <Button render={(props) => <Link {...props} to={pathFor('my-gift')} />}>
            {t('gifting.receive.openMyGifts')}
          </Button>
        </section>
      );
    case 'declined':
      return (
        <section className="receive-outcome">
          {title(t('gifting.receive.declinedTitle'))}
          <p>{t('gifting.receive.declinedBody')}</p>
          <Link to={pathFor('index')}>{t('gifting.receive.home')}</Link>
        </section>
      );
    case 'own':
      return (
        <section className="receive-outcome">
          {title(t('gifting.receive.ownTitle'))}
          <p>{t('gifting.receive.ownBody')}</p>
          <Link to={pathFor('sent-gifts')}>{t('gifting.receive.sentGifts')}</Link>
        </section>
      );
    case 'taken':
      return (
        <section className="receive-outcome">
          {title(t('gifting.receive.unavailableTitle'))}
          <p>{t('errors.codes.GIFT_ALREADY_CLAIMED')}</p>
          <Link to={pathFor('index')}>{t('gifting.receive.home')}</Link>
        </section>
      );
    case 'locked':
      return (
        <section className="receive-outcome">
          {title(t('gifting.receive.unavailableTitle'))}
          <p>{t('errors.codes.GIFT_LOCKED')}</p>
          <Link to={pathFor('index')}>{t('gifting.receive.home')}</Link>
        </section>
      );
    case 'closed':
      return (
        <section className="receive-outcome">
          {title(t('gifting.receive.unavailableTitle'))}
          <p>
            {outcome.state
              ? t(`gifting.receive.closed.${outcome.state}`)
              : t('errors.codes.GIFT_CLOSED')}
          </p>
          <Link to={pathFor('index')}>{t('gifting.receive.home')}</Link>
        </section>
      );
  }
}
