import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';

import { cx } from '../class-names';
import { RacLocale } from '../rac-locale/rac-locale';
import './tabs.css';

export type TabsProps = Omit<AriaTabsProps, 'className'> & { className?: string };

/**
 * Tabs on React Aria: arrow keys move between tabs (roving tab index), Home/End jump, the panel
 * follows the selection. Controlled with selectedKey/onSelectionChange or not.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <RacLocale>
      <AriaTabs {...props} className={cx('kado-tabs', className)} />
    </RacLocale>
  );
}

export type TabListProps<T extends object> = Omit<AriaTabListProps<T>, 'className'> & {
  className?: string;
};

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={cx('kado-tab-list', className)} />;
}

export type TabProps = Omit<AriaTabProps, 'className'> & { className?: string };

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={cx('kado-tab', className)} />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'className'> & { className?: string };

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={cx('kado-tab-panel', className)} />;
}
