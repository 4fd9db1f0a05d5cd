import { useTranslation } from 'react-i18next';

import { LinkButton } from '../../../components/link-button';
import { useDocumentTitle } from '../../../lib/document-title';

/** A share link that was revoked, refunded or never existed: said plainly, with a way on. */
export function LinkGone() {
  const { t } = useTranslation();
  useDocumentTitle(t('vouchers.linkGone.title'));
  return (
    <section className="link-gone" aria-labelledby="link-gone-title">
      <h1 id="link-gone-title" tabIndex={-1}>
        {t('vouchers.linkGone.title')}
      </h1>
      <p>{t('vouchers.linkGone.body')}</p>
      <LinkButton to="/gift-items" variant="secondary">
        {t('vouchers.linkGone.browse')}
      </LinkButton>
    </section>
  );
}
