import { useTranslation } from 'react-i18next';

import { LOCALES } from '@kado/shared';

import { formatDate, formatNumber, formatPoints } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import './manual.css';

const SAMPLE_POINTS = 1234567;
const SAMPLE_NUMBER = 98765.4321;
const SAMPLE_DATE = '2026-12-31T03:00:00.000Z';

/** The formatters ("pipes") of lib/format.ts, live in the current language and in every locale. */
export function FormatExamples() {
  const { t } = useTranslation();
  const { iso } = useLocale();
  return (
    <>
      <section aria-labelledby="pipe-current" className="manual-block">
        <h2 id="pipe-current">{t('manual.pipe.currentTitle')}</h2>
        <dl className="manual-facts">
          <div>
            <dt>{t('manual.pipe.points')}</dt>
            <dd>
              {t('points.amount', {
                count: SAMPLE_POINTS,
                points: formatPoints(SAMPLE_POINTS, iso),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('manual.pipe.number')}</dt>
            <dd>{formatNumber(SAMPLE_NUMBER, iso)}</dd>
          </div>
          <div>
            <dt>{t('manual.pipe.dateMedium')}</dt>
            <dd>{formatDate(SAMPLE_DATE, iso)}</dd>
          </div>
          <div>
            <dt>{t('manual.pipe.dateLong')}</dt>
            <dd>{formatDate(SAMPLE_DATE, iso, 'long')}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="pipe-all" className="manual-block">
        <h2 id="pipe-all">{t('manual.pipe.allTitle')}</h2>
        <div className="manual-table-wrap">
          <table className="manual-table">
            <thead>
              <tr>
                <th scope="col">{t('manual.pipe.locale')}</th>
                <th scope="col">{t('manual.pipe.points')}</th>
                <th scope="col">{t('manual.pipe.dateLong')}</th>
              </tr>
            </thead>
            <tbody>
              {LOCALES.map((locale) => (
                <tr key={locale.code} lang={locale.iso}>
                  <th scope="row">
                    {locale.name} <code>{locale.iso}</code>
                  </th>
                  <td>{formatPoints(SAMPLE_POINTS, locale.iso)}</td>
                  <td>{formatDate(SAMPLE_DATE, locale.iso, 'long')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
