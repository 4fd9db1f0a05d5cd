import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PRODUCT_NAME } from '@kado/shared';
import { Container } from '@kado/ui';

import { useLocale } from '../../lib/i18n';

export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Container className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          <li>
            <Link to="/how-to-use">{t('footer.howToUse')}</Link>
          </li>
          <li>
            <Link to="/faq">{t('footer.faq')}</Link>
          </li>
          <li>
            <Link to="/contact-us">{t('footer.contact')}</Link>
          </li>
          <li>
            <Link to="/language">{t('footer.language')}</Link>
          </li>
          <li>
            <Link to="/manual">{t('footer.manual')}</Link>
          </li>
          <li>
            <Link to={locale.terms}>{t('legal.link')}</Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__note">
        {PRODUCT_NAME} · {t('footer.tagline')}
      </p>
    </Container>
  );
}
