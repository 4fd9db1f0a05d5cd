import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LOCALES } from '@kado/shared';
import {
  ComboBox,
  ComboBoxItem,
  Menu,
  MenuButton,
  MenuItem,
  MenuTrigger,
  Select,
  SelectItem,
} from '@kado/ui';

import './manual.css';

const SORTS = ['popular', 'newest', 'pointsLow', 'pointsHigh'] as const;

/** Select, combobox and menu, live. */
export function SelectExamples() {
  const { t } = useTranslation();
  const [sort, setSort] = useState<string>('popular');
  const [action, setAction] = useState('');
  return (
    <>
      <section aria-labelledby="select-select" className="manual-block manual-form">
        <h2 id="select-select">{t('kit.select.selectTitle')}</h2>
        <Select
          label={t('kit.select.sortLabel')}
          value={sort}
          onChange={(key) => {
            setSort(String(key));
          }}
        >
          {SORTS.map((key) => (
            <SelectItem key={key} id={key}>
              {t(`kit.select.sorts.${key}`)}
            </SelectItem>
          ))}
        </Select>
        <Select label={t('kit.select.emptyLabel')} hint={t('kit.select.emptyHint')}>
          {SORTS.map((key) => (
            <SelectItem key={key} id={key}>
              {t(`kit.select.sorts.${key}`)}
            </SelectItem>
          ))}
        </Select>
        <Select label={t('kit.select.errorLabel')} error={t('kit.select.errorText')}>
          {SORTS.map((key) => (
            <SelectItem key={key} id={key}>
              {t(`kit.select.sorts.${key}`)}
            </SelectItem>
          ))}
        </Select>
        <Select label={t('kit.select.disabledLabel')} isDisabled defaultValue="popular">
          {SORTS.map((key) => (
            <SelectItem key={key} id={key}>
              {t(`kit.select.sorts.${key}`)}
            </SelectItem>
          ))}
        </Select>
      </section>
      <section aria-labelledby="select-combobox" className="manual-block manual-form">
        <h2 id="select-combobox">{t('kit.select.comboTitle')}</h2>
        <ComboBox label={t('kit.select.languageLabel')} hint={t('kit.select.languageHint')}>
          {LOCALES.map((locale) => (
            <ComboBoxItem key={locale.code} id={locale.code} textValue={locale.name}>
              <span lang={locale.iso}>{locale.name}</span>
            </ComboBoxItem>
          ))}
        </ComboBox>
      </section>
      <section aria-labelledby="select-menu" className="manual-block">
        <h2 id="select-menu">{t('kit.select.menuTitle')}</h2>
        <MenuTrigger>
          <MenuButton>{t('kit.select.menuButton')}</MenuButton>
          <Menu
            onAction={(key) => {
              setAction(String(key));
            }}
          >
            <MenuItem id="share">{t('kit.select.menuShare')}</MenuItem>
            <MenuItem id="used">{t('kit.select.menuUsed')}</MenuItem>
            <MenuItem id="help" href="/faq">
              {t('kit.select.menuHelp')}
            </MenuItem>
          </Menu>
        </MenuTrigger>
        <p role="status" className="manual-form__status">
          {action ? t('kit.select.menuChosen', { action }) : ''}
        </p>
      </section>
    </>
  );
}
