import { useTranslation } from 'react-i18next';

import type { ContactMethod } from '@kado/shared/schemas';
import { VisuallyHidden } from '@kado/ui';

import { LoadingState } from '../../../components/loading-state';
import { useLocale } from '../../../lib/i18n';
import { useMinimumDisplay } from '../../../lib/use-minimum-display';
import { useContactMethods } from '../api/get-contact-methods';
import { contactHref, contactText } from '../contact-links';
import { languageNames } from '../language-names';
import { openingHours } from '../opening-hours';
import './contact.css';

const ICONS: Record<ContactMethod['kind'], string> = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  email:
    'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.3L19.5 7h-15zM4 8.2V17h16V8.2l-8 5.6z',
  chat: 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2z',
};

function MethodCard({ method }: { method: ContactMethod }) {
  const { t } = useTranslation();
  const { iso } = useLocale();
  const href = contactHref(method);
  const hours = method.hours ? openingHours(method.hours, iso) : null;
  const external = method.kind === 'chat';
  return (
    <li className="contact-method" data-kind={method.kind}>
      <span className="contact-method__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d={ICONS[method.kind]} fill="currentColor" />
        </svg>
      </span>
      <div className="contact-method__body">
        <h3 className="contact-method__title">{t(`contact.kind.${method.kind}`)}</h3>
        {href ? (
          <a
            className="contact-method__link"
            href={href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {contactText(method, t('contact.openChat'))}
            {external && <VisuallyHidden> {t('contact.newWindow')}</VisuallyHidden>}
          </a>
        ) : (
          <p>{contactText(method, method.value)}</p>
        )}
        <p className="contact-method__meta">
          {hours
            ? hours.days
              ? t('contact.hours', { ...hours, days: hours.days })
              : t('contact.hoursEveryDay', {
                  opens: hours.opens,
                  closes: hours.closes,
                  zone: hours.zone,
                })
            : t('contact.anyTime')}
        </p>
        <p className="contact-method__meta">
          {t('contact.languages', { languages: languageNames(method.languages, iso) })}
        </p>
      </div>
    </li>
  );
}

/** The market's contact methods as working tel:, mailto: and chat links, with hours and languages. */
export function ContactMethods() {
  const { t } = useTranslation();
  const methods = useContactMethods();
  const loading = useMinimumDisplay(methods.isPending);
  if (loading || methods.isPending) return <LoadingState label={t('contact.loading')} />;
  if (!methods.data) return <p role="alert">{t('contact.failed')}</p>;
  return (
    <ul className="contact-methods">
      {methods.data.methods.map((method) => (
        <MethodCard key={`${method.kind}:${method.value}`} method={method} />
      ))}
    </ul>
  );
}
