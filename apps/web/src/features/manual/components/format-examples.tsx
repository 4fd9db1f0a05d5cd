import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LOCALES } from '@kado/shared';
import {
  Countdown,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPoints,
  MARKET_TIME_ZONES,
  usePipes,
} from '@kado/ui';

import { useLocale } from '../../../lib/i18n';
import './manual.css';

const SAMPLE_POINTS = 1234567;
const SAMPLE_NUMBER = 98765.4321;
const SAMPLE_DATE = '2026-12-31T03:00:00.000Z';

/** The formatters ("pipes") of lib/format.ts, live in the current language and in every locale. */
export function FormatExamples() {
  const { t } = useTranslation();
  const { iso } = useLocale();
  const pipes = usePipes();
  // Fixed when the page opens, so the samples do not move while read.
  const [now] = useState(() => Date.now());
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
          <div>
            <dt>{t('kit.pipes.money')}</dt>
            <dd>{pipes.money(1234.5, 'SG')}</dd>
          </div>
          <div>
            <dt>{t('kit.pipes.dateTime', { zone: pipes.timeZone })}</dt>
            <dd>{pipes.dateTime(SAMPLE_DATE)}</dd>
          </div>
          <div>
            <dt>{t('kit.pipes.relative')}</dt>
            <dd>
              {pipes.relative(now - 3 * 3_600_000, now)} ·{' '}
              {pipes.relative(now + 2 * 86_400_000, now)}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="pipe-countdown" className="manual-block">
        <h2 id="pipe-countdown">{t('kit.pipes.countdownTitle')}</h2>
        <p>{t('kit.pipes.countdownBody')}</p>
        <dl className="manual-facts">
          <div>
            <dt>{t('kit.pipes.countdownDays')}</dt>
            <dd>
              <Countdown to={now + 3 * 86_400_000 + 3_600_000} />
            </dd>
          </div>
          <div>
            <dt>{t('kit.pipes.countdownHours')}</dt>
            <dd>
              <Countdown to={now + 5 * 3_600_000 + 123_000} />
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="pipe-all" className="manual-block">
        <h2 id="pipe-all">{t('manual.pipe.allTitle')}</h2>
        <div className="manual-table-wrap" tabIndex={0}>
          <table className="manual-table">
            <thead>
              <tr>
                <th scope="col">{t('manual.pipe.locale')}</th>
                <th scope="col">{t('manual.pipe.points')}</th>
                <th scope="col">{t('manual.pipe.dateLong')}</th>
                <th scope="col">{t('kit.pipes.dateTimeShort')}</th>
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
                  <td>
                    {formatDateTime(SAMPLE_DATE, locale.iso, MARKET_TIME_ZONES[locale.market])}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
