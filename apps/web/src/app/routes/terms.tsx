import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { LOCALES, TERMS_VERSION, isLocaleCode, localeInfo } from '@kado/shared';
import { Container } from '@kado/ui';

import { useTerms } from '../../features/terms/api/get-terms';
import { TermsDocument, termsTitle } from '../../features/terms/components/terms-document';
import '../../features/terms/components/terms-document.css';
import { useDocumentTitle } from '../../lib/document-title';
import { useLocale } from '../../lib/i18n';

/** `/terms/:code`: the terms of service written in that locale (the guard 404s unknown codes). */
export default function TermsPage() {
  const { t } = useTranslation();
  const { code } = useParams();
  const reader = useLocale();
  const locale = localeInfo(isLocaleCode(code) ? code : 'en');
  const terms = useTerms(locale.code);
  useDocumentTitle(terms.status === 'ready' ? termsTitle(terms.source) : t('legal.title'));

  const effective = new Intl.DateTimeFormat(reader.iso, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${TERMS_VERSION}T00:00:00Z`));

  return (
    <Container className="terms-page">
      {terms.status === 'ready' ? (
        <TermsDocument
          locale={locale}
          source={terms.source}
          meta={<p className="terms-meta">{t('legal.effective', { date: effective })}</p>}
        />
      ) : (
        <>
          <h1 tabIndex={-1}>{t('legal.title')}</h1>
          {terms.status === 'loading' ? (
            <p role="status">{t('legal.loading')}</p>
          ) : (
            <p role="alert">{t('legal.failed')}</p>
          )}
        </>
      )}
      <nav className="terms-languages" aria-label={t('legal.otherLanguages')}>
        <ul>
          {LOCALES.filter((other) => other.code !== locale.code).map((other) => (
            <li key={other.code}>
              <Link to={other.terms} lang={other.iso} hrefLang={other.iso}>
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
