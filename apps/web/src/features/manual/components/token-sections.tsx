import { useTranslation } from 'react-i18next';

import { useEffect, useState } from 'react';

import { LOCALES } from '@kado/shared';
import {
  COLOR_TOKENS,
  CONTRAST_PAIRS,
  contrastRatio,
  readToken,
  FONT_SIZE_TOKENS,
  FONT_WEIGHT_TOKENS,
  MOTION_TOKENS,
  RADIUS_TOKENS,
  SHADOW_TOKENS,
  SPACING_TOKENS,
  TYPE_TOKENS,
} from '@kado/ui';

import scriptSamples from '../script-samples.json';
import { TokenSample, TokenTable } from './token-table';
import './manual.css';

/** The measured contrast of each pair as the browser resolved the tokens (light or dark). */
function useContrasts() {
  const [ratios, setRatios] = useState<(number | null)[]>([]);
  useEffect(() => {
    const measure = () => {
      setRatios(
        CONTRAST_PAIRS.map((pair) => contrastRatio(readToken(pair.fg), readToken(pair.bg))),
      );
    };
    const frame = requestAnimationFrame(measure);
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', measure);
    return () => {
      cancelAnimationFrame(frame);
      scheme.removeEventListener('change', measure);
    };
  }, []);
  return ratios;
}

export function ColorTokens() {
  const { t } = useTranslation();
  const ratios = useContrasts();
  return (
    <>
      <div className="manual-table-wrap" tabIndex={0}>
        <table className="manual-table">
          <caption>{t('kit.tokens.contrastCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('manual.tokens.sample')}</th>
              <th scope="col">{t('kit.tokens.pair')}</th>
              <th scope="col">{t('kit.tokens.ratio')}</th>
            </tr>
          </thead>
          <tbody>
            {CONTRAST_PAIRS.map((pair, index) => {
              const ratio = ratios[index];
              const passes = ratio !== null && ratio !== undefined && ratio >= pair.min;
              return (
                <tr key={`${pair.fg} ${pair.bg}`}>
                  <td>
                    {pair.min === 3 ? (
                      // Borders and focus rings are lines, not text: the sample is a framed box.
                      <span
                        className="manual-pair manual-pair--line"
                        style={{ borderColor: `var(${pair.fg})`, background: `var(${pair.bg})` }}
                      />
                    ) : (
                      <span
                        className="manual-pair"
                        style={{ color: `var(${pair.fg})`, background: `var(${pair.bg})` }}
                      >
                        Aa
                      </span>
                    )}
                  </td>
                  <th scope="row">
                    <code>{pair.fg}</code> / <code>{pair.bg}</code>
                  </th>
                  <td>
                    {ratio ? `${ratio.toFixed(2)}:1 ` : ''}
                    <strong className={passes ? 'manual-pass' : 'manual-fail'}>
                      {passes
                        ? t('kit.tokens.passes', { min: pair.min })
                        : t('kit.tokens.fails', { min: pair.min })}
                    </strong>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <TokenTable
        caption={t('manual.color.caption')}
        tokens={COLOR_TOKENS}
        sample={(token) => <TokenSample token={token} className="manual-swatch" />}
      />
    </>
  );
}

export function SpacingTokens() {
  const { t } = useTranslation();
  return (
    <>
      <TokenTable
        caption={t('manual.spacing.caption')}
        tokens={SPACING_TOKENS}
        sample={(token) => <TokenSample token={token} className="manual-space" />}
      />
      <TokenTable
        caption={t('manual.spacing.radiusCaption')}
        tokens={RADIUS_TOKENS}
        sample={(token) => <TokenSample token={token} className="manual-radius" />}
      />
      <TokenTable
        caption={t('manual.spacing.shadowCaption')}
        tokens={SHADOW_TOKENS}
        sample={(token) => <TokenSample token={token} className="manual-shadow" />}
      />
      <TokenTable
        caption={t('manual.spacing.motionCaption')}
        tokens={MOTION_TOKENS}
        sample={(token) => <TokenSample token={token} className="manual-motion" />}
      />
    </>
  );
}

export function TypeTokens() {
  const { t } = useTranslation();
  const sampleText = t('manual.typo.sample');
  return (
    <>
      <div className="manual-table-wrap" tabIndex={0}>
        <table className="manual-table">
          <caption>{t('kit.tokens.scriptsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('manual.pipe.locale')}</th>
              <th scope="col">{t('manual.tokens.sample')}</th>
            </tr>
          </thead>
          <tbody>
            {LOCALES.map((locale) => (
              <tr key={locale.code}>
                <th scope="row">
                  <span lang={locale.iso}>{locale.name}</span> <code>{locale.iso}</code>
                </th>
                <td lang={locale.iso} className="manual-script">
                  <span className="manual-script__heading">
                    {scriptSamples[locale.code].heading}
                  </span>
                  <span className="manual-script__body">{scriptSamples[locale.code].body}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TokenTable
        caption={t('manual.typo.sizeCaption')}
        tokens={FONT_SIZE_TOKENS}
        sample={(token) => (
          <TokenSample token={token} className="manual-font-size">
            {sampleText}
          </TokenSample>
        )}
      />
      <TokenTable
        caption={t('manual.typo.weightCaption')}
        tokens={FONT_WEIGHT_TOKENS}
        sample={(token) => (
          <TokenSample token={token} className="manual-font-weight">
            {sampleText}
          </TokenSample>
        )}
      />
      <TokenTable
        caption={t('manual.typo.familyCaption')}
        tokens={TYPE_TOKENS}
        sample={(token) => (
          <TokenSample
            token={token}
            className={token === '--font-family-sans' ? 'manual-font-family' : 'manual-line-height'}
          >
            {sampleText}
          </TokenSample>
        )}
      />
    </>
  );
}
