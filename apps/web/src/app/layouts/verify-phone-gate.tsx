import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Container } from '@kado/ui';

import { PhoneVerificationFlow } from '../../features/phone/components/phone-verification-flow';
import './verify-phone-gate.css';
import { useShopperMarket } from '../../features/session/hooks/shopper-market';

/**
 * A page behind the `identity` guard while the phone is unverified: the shared verification flow
 * instead of the page (whose data needs the verified phone). Once verified, the navigation runs
 * again (the guard now allows it) and lands on the page the visitor asked for.
 */
export default function VerifyPhoneGate({ continueTo }: { continueTo: string }) {
  const shopperMarket = useShopperMarket();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container>
      <section className="verify-phone" aria-labelledby="verify-phone-title">
        <h1 id="verify-phone-title" tabIndex={-1}>
          {t('verifyPhone.title')}
        </h1>
        <p>{t('verifyPhone.body')}</p>
        <PhoneVerificationFlow
          defaultMarket={shopperMarket}
          onVerified={() => {
            void navigate(continueTo, { replace: true });
          }}
        />
      </section>
    </Container>
  );
}
