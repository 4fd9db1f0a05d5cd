import { useTranslation } from 'react-i18next';

import { LOCALES } from '@kado/shared';

import { useLocale } from '../../../lib/i18n';
import { useSetLocale } from '../api/set-locale';
import './language-picker.css';

/** The ten locales by their native names; the current one is marked with aria-current. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const current = useLocale();
  const setLocale = useSetLocale();
  const pending = setLocale.isPending ? setLocale.variables.locale : null;

  return (
    <div className="language-picker">
      <ul className="language-picker__list" aria-label={t('language.listLabel')}>
        {LOCALES.map((locale) => {
          const isCurrent = locale.code === current.code;
          return (
            <li key={locale.code}>
              <button
                type="button"
                className="language-picker__option"
                aria-current={isCurrent ? 'true' : undefined}
                // Words only: "English (Singapore), current", never the check mark read aloud.
                aria-label={
                  isCurrent ? t('language.currentName', { language: locale.name }) : undefined
                }
                aria-busy={pending === locale.code || undefined}
                // Not `disabled`: that would drop keyboard focus while the switch is saved.
                aria-disabled={setLocale.isPending || undefined}
                onClick={() => {
                  if (!isCurrent && !setLocale.isPending) setLocale.mutate({ locale: locale.code });
                }}
              >
                <span className="language-picker__name" lang={locale.iso}>
                  {locale.name}
                </span>
                {isCurrent && (
                  <span className="language-picker__current">{t('language.current')}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="language-picker__status">
        {setLocale.isPending ? t('language.saving') : ''}
      </p>
      {setLocale.isError && (
        <p role="alert" className="language-picker__error">
          {t('language.failed')}
        </p>
      )}
    </div>
  );
}
