import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { TitledPage } from '../../components/titled-page';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactMethods } from '../../features/contact/components/contact-methods';
import { useSession } from '../../features/session/api/get-session';
import './wallet-pages.css';

export default function ContactUsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession().data;

  return (
    <TitledPage title={t('pages.contactUs.title')} description={t('pages.contactUs.description')}>
      <section className="wallet-page__section" aria-labelledby="contact-methods-title">
        <h2 id="contact-methods-title">{t('contact.methodsTitle')}</h2>
        <ContactMethods />
      </section>
      <section className="wallet-page__section" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
        {session?.signedIn ? (
          <ContactForm signedIn defaultEmail={session.user.email ?? ''} />
        ) : session ? (
          <>
            <p className="contact-guest-note">
              {t('contact.guestIntro')}{' '}
              <Link to={`/auth/login?redirect=${encodeURIComponent(pathname)}`}>
                {t('contact.guestSignIn')}
              </Link>
            </p>
            <ContactForm signedIn={false} defaultEmail="" />
          </>
        ) : null}
      </section>
    </TitledPage>
  );
}
