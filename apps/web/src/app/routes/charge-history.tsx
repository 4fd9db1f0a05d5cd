import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import type { ChargeCodeResult } from '@kado/shared/schemas';
import { Button, Tab, TabList, TabPanel, Tabs, usePipes, useToast } from '@kado/ui';

import { TitledPage } from '../../components/titled-page';
import { ChargeCodeDialog } from '../../features/boxes/components/charge-code-dialog';
import { PhoneVerificationDialog } from '../../features/phone';
import { CreditHistory } from '../../features/points/components/credit-history';
import {
  DownloadLedgerButton,
  LedgerHistory,
} from '../../features/points/components/ledger-history';
import { useSession } from '../../features/session/api/get-session';
import './wallet-pages.css';
import { useShopperMarket } from '../../features/session/hooks/shopper-market';

type View = 'credits' | 'ledger';

/**
 * Credits into the wallet and the full ledger, with "charge a code". Charging needs a verified
 * phone: without one, the shared verification flow opens first and the charge dialog follows.
 */
export default function ChargeHistoryPage() {
  const shopperMarket = useShopperMarket();
  const { t } = useTranslation();
  const pipes = usePipes();
  const toast = useToast();
  const session = useSession().data;
  const verified = session?.signedIn === true && session.phoneVerified;
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'ledger' ? 'ledger' : 'credits';
  // `?charge=1` (the shortcut on /top) opens "charge a code" at once.
  const askedToCharge = params.get('charge') === '1';
  const [charging, setCharging] = useState(askedToCharge && verified);
  const [verifying, setVerifying] = useState(askedToCharge && !verified);

  const charged = (result: ChargeCodeResult) => {
    toast.success(
      t('charge.success', {
        points: t('points.amount', { count: result.points, points: pipes.points(result.points) }),
        date: pipes.date(result.expiresAt, 'long'),
      }),
    );
  };

  return (
    <TitledPage
      title={t('pages.chargeHistory.title')}
      description={t('pages.chargeHistory.description')}
    >
      <div className="wallet-page__actions">
        <Button
          onClick={() => {
            if (verified) setCharging(true);
            else setVerifying(true);
          }}
        >
          {t('charge.open')}
        </Button>
        <DownloadLedgerButton />
      </div>
      <Tabs
        selectedKey={view}
        onSelectionChange={(key: Key) => {
          setParams(key === 'ledger' ? { view: 'ledger' } : {}, { replace: true });
        }}
      >
        <TabList aria-label={t('pointsHistory.viewsLabel')}>
          <Tab id="credits">{t('pointsHistory.creditsTab')}</Tab>
          <Tab id="ledger">{t('pointsHistory.ledgerTab')}</Tab>
        </TabList>
        <TabPanel id="credits">
          <CreditHistory />
        </TabPanel>
        <TabPanel id="ledger">
          <LedgerHistory />
        </TabPanel>
      </Tabs>
      <ChargeCodeDialog isOpen={charging} onOpenChange={setCharging} onCharged={charged} />
      <PhoneVerificationDialog
        defaultMarket={shopperMarket}
        isOpen={verifying}
        onOpenChange={setVerifying}
        reason={t('charge.needsPhone')}
        onVerified={() => {
          setCharging(true);
        }}
      />
    </TitledPage>
  );
}
