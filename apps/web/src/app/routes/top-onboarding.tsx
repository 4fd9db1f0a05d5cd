import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Tab, TabList, TabPanel, Tabs } from '@kado/ui';

import { DisplayNameForm } from '../../features/account/components/display-name-form';
import { PhoneVerificationFlow } from '../../features/phone';
import { useDocumentTitle } from '../../lib/document-title';
import './wallet-pages.css';
import { useShopperMarket } from '../../features/session/hooks/shopper-market';

type Step = 'input-phone' | 'input-profile';

/**
 * Onboarding after sign-up (PRODUCT.md §8): the input-phone tab (verify a phone, skippable, with
 * what it unlocks said plainly), then the input-profile tab (a display name); then the wallet.
 */
export function Onboarding({
  defaultName,
  phoneVerified,
  onDone,
}: {
  defaultName: string;
  phoneVerified: boolean;
  onDone: () => void;
}) {
  const shopperMarket = useShopperMarket();
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(phoneVerified ? 'input-profile' : 'input-phone');
  useDocumentTitle(t('onboarding.title'));

  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      <h1 id="onboarding-title" tabIndex={-1}>
        {t('onboarding.title')}
      </h1>
      <p className="wallet-page__note">{t('onboarding.lead')}</p>
      <Tabs
        selectedKey={step}
        onSelectionChange={(key) => {
          setStep(key === 'input-profile' ? 'input-profile' : 'input-phone');
        }}
      >
        <TabList aria-label={t('onboarding.stepsLabel')}>
          <Tab id="input-phone">{t('onboarding.phoneTab')}</Tab>
          <Tab id="input-profile">{t('onboarding.profileTab')}</Tab>
        </TabList>
        <TabPanel id="input-phone">
          <div className="onboarding__panel">
            <h2>{t('onboarding.phoneTitle')}</h2>
            <p>{t('onboarding.phoneWhy')}</p>
            <ul className="onboarding__unlocks">
              <li>{t('onboarding.unlockCharge')}</li>
              <li>{t('onboarding.unlockMerge')}</li>
              <li>{t('onboarding.unlockExchange')}</li>
            </ul>
            {phoneVerified ? (
              <p role="status">{t('onboarding.phoneDone')}</p>
            ) : (
              <PhoneVerificationFlow
                defaultMarket={shopperMarket}
                onVerified={() => {
                  setStep('input-profile');
                }}
              />
            )}
            <div className="onboarding__skip">
              <Button
                variant="ghost"
                onClick={() => {
                  setStep('input-profile');
                }}
              >
                {phoneVerified ? t('onboarding.next') : t('onboarding.skipPhone')}
              </Button>
              {!phoneVerified && <p className="wallet-page__note">{t('onboarding.skipNote')}</p>}
            </div>
          </div>
        </TabPanel>
        <TabPanel id="input-profile">
          <div className="onboarding__panel">
            <h2>{t('onboarding.profileTitle')}</h2>
            <p>{t('onboarding.profileWhy')}</p>
            <DisplayNameForm
              defaultName={defaultName}
              submitLabel={t('onboarding.finish')}
              onSaved={onDone}
            />
            <Button variant="ghost" onClick={onDone}>
              {t('onboarding.skipProfile')}
            </Button>
          </div>
        </TabPanel>
      </Tabs>
    </section>
  );
}
