import { useTranslation } from 'react-i18next';

import { PRODUCT_NAME } from '@kado/shared';
import { Logo } from '@kado/ui';

import { useRuntimeConfig } from '../../../config/runtime-config-context';
import './manual.css';

/** The images the interface ships with, and where gift images come from. */
export function ImageExamples() {
  const { t } = useTranslation();
  const { imageCdnUrl } = useRuntimeConfig();
  return (
    <>
      <section aria-labelledby="image-logo" className="manual-block">
        <h2 id="image-logo">{t('manual.image.logoTitle')}</h2>
        <p>{t('manual.image.logoBody')}</p>
        <div className="manual-row">
          <Logo name={PRODUCT_NAME} />
        </div>
      </section>
      <section aria-labelledby="image-files" className="manual-block">
        <h2 id="image-files">{t('manual.image.filesTitle')}</h2>
        <div className="manual-row">
          <figure className="manual-figure">
            <img src="/favicon.svg" alt={t('manual.image.faviconAlt')} width={64} height={64} />
            <figcaption>
              <code>/favicon.svg</code>
            </figcaption>
          </figure>
          <figure className="manual-figure">
            <img src="/share.png" alt={t('manual.image.shareAlt')} width={300} height={158} />
            <figcaption>
              <code>/share.png</code>
            </figcaption>
          </figure>
        </div>
      </section>
      <section aria-labelledby="image-gifts" className="manual-block">
        <h2 id="image-gifts">{t('manual.image.giftsTitle')}</h2>
        <p>{t('manual.image.giftsBody', { url: imageCdnUrl })}</p>
      </section>
    </>
  );
}
