import { useTranslation } from 'react-i18next';

import {
  COLOR_TOKENS,
  FONT_SIZE_TOKENS,
  FONT_WEIGHT_TOKENS,
  MOTION_TOKENS,
  RADIUS_TOKENS,
  SHADOW_TOKENS,
  SPACING_TOKENS,
  TYPE_TOKENS,
} from '@kado/ui';

import { TokenSample, TokenTable } from './token-table';
import './manual.css';

export function ColorTokens() {
  const { t } = useTranslation();
  return (
    <TokenTable
      caption={t('manual.color.caption')}
      tokens={COLOR_TOKENS}
      sample={(token) => <TokenSample token={token} className="manual-swatch" />}
    />
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
