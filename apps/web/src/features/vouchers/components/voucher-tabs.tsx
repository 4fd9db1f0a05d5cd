import { useTranslation } from 'react-i18next';

import { Tab, TabList, TabPanel, Tabs } from '@kado/ui';

import { VOUCHER_TABS, type VoucherTab } from '../hooks/voucher-tabs';
import { VoucherList } from './voucher-list';
import './vouchers.css';

/** Active, used and expired vouchers as tabs; the page keeps the choice in the address. */
export function VoucherTabs({
  tab,
  onTabChange,
}: {
  tab: VoucherTab;
  onTabChange: (tab: VoucherTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      selectedKey={tab}
      onSelectionChange={(key) => {
        const next = VOUCHER_TABS.find((candidate) => candidate === key);
        if (next) onTabChange(next);
      }}
    >
      <TabList aria-label={t('vouchers.tabsLabel')}>
        {VOUCHER_TABS.map((id) => (
          <Tab key={id} id={id}>
            {t(`vouchers.tabs.${id}`)}
          </Tab>
        ))}
      </TabList>
      {VOUCHER_TABS.map((id) => (
        <TabPanel key={id} id={id}>
          <VoucherList tab={id} />
        </TabPanel>
      ))}
    </Tabs>
  );
}
