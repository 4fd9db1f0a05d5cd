import { useTranslation } from 'react-i18next';

import { PRODUCT_NAME } from '@kado/shared';
import { Barcode, GiftCard, Image, Logo } from '@kado/ui';

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
        <div className="manual-cards">
          <figure className="manual-figure">
            <Image src="/share.png" alt={t('manual.image.shareAlt')} ratio="16 / 10" priority />
            <figcaption>{t('kit.images.priority')}</figcaption>
          </figure>
          <figure className="manual-figure">
            <Image src="/share.png" alt={t('manual.image.shareAlt')} ratio="1" fit="contain" />
            <figcaption>{t('kit.images.lazy')}</figcaption>
          </figure>
        </div>
      </section>
      <section aria-labelledby="image-cards" className="manual-block">
        <h2 id="image-cards">{t('kit.images.cardsTitle')}</h2>
        <p>{t('kit.images.cardsBody')}</p>
        <ul className="manual-cards manual-plain-list">
          <li>
            <GiftCard
              name={t('kit.images.longName')}
              brand="Harbour Lights Hotel"
              points={15500}
              imageSrc="/share.png"
              href="#image-cards"
            />
          </li>
          <li>
            <GiftCard
              name={t('kit.images.shortName')}
              brand="Bean & Leaf"
              points={1200}
              imageSrc="/share.png"
              href="#image-cards"
              stock="low"
            />
          </li>
          <li>
            <GiftCard
              name={t('kit.images.outName')}
              brand="Cinema City"
              points={3000}
              imageSrc="/share.png"
              href="#image-cards"
              stock="out"
            />
          </li>
        </ul>
      </section>
      <section aria-labelledby="image-barcodes" className="manual-block">
        <h2 id="image-barcodes">{t('kit.images.barcodesTitle')}</h2>
        <p>{t('kit.images.barcodesBody')}</p>
        <div className="manual-barcodes">
          <Barcode format="qr" value="KADO-VOUCHER-7Q2MK9TR4HXA" label={t('kit.images.qrLabel')} />
          <Barcode format="code128" value="4006381333931" label={t('kit.images.barLabel')} />
        </div>
      </section>
    </>
  );
}
