import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { pathFor } from '@kado/shared';
import { Container } from '@kado/ui';

import { ReceivePresent, usePresentToken } from '../../features/gifting/receive';
import { useSession } from '../../features/session/api/get-session';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * A gift sent to me (PRODUCT.md §10): `/receive?card=<id>#<token>`. The token comes from the
 * fragment (or, back from signing in, from this tab's storage); the card id only builds the way back.
 */
export default function ReceivePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.receive.title'));
  const card = useSearchParams()[0].get('card');
  const token = usePresentToken(card);
  const session = useSession().data;
  const returnPath = card
    ? `${pathFor('receive')}?card=${encodeURIComponent(card)}`
    : pathFor('receive');

  return (
    <Container className="receive-page">
      {token.kind === 'token' ? (
        <ReceivePresent token={token.token} signedIn={session?.signedIn} returnPath={returnPath} />
      ) : (
        <section className="receive-problem">
          <h1 tabIndex={-1}>{t('gifting.receive.invalidTitle')}</h1>
          <p role="alert">
            {token.kind === 'invalid'
              ? t('gifting.receive.invalidBody')
              : t('gifting.receive.missingBody')}
          </p>
          <Link to={pathFor('index')}>{t('gifting.receive.home')}</Link>
        </section>
      )}
    </Container>
  );
}
