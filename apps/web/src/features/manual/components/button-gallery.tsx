import { useTranslation } from 'react-i18next';

import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from '@kado/ui';

import { LinkButton } from '../../../components/link-button';
import './manual.css';

/** Every Button variant in every state and size, live. */
export function ButtonGallery() {
  const { t } = useTranslation();
  const variantName = {
    primary: t('manual.button.primary'),
    secondary: t('manual.button.secondary'),
    ghost: t('manual.button.ghost'),
  } as const;
  const sizeName = {
    sm: t('manual.button.small'),
    md: t('manual.button.medium'),
    lg: t('manual.button.large'),
  } as const;

  return (
    <>
      <section aria-labelledby="button-variants" className="manual-block">
        <h2 id="button-variants">{t('manual.button.variantsTitle')}</h2>
        <div className="manual-table-wrap" tabIndex={0}>
          <table className="manual-table">
            <thead>
              <tr>
                <th scope="col">{t('manual.button.variant')}</th>
                <th scope="col">{t('manual.button.default')}</th>
                <th scope="col">{t('manual.button.disabled')}</th>
                <th scope="col">{t('manual.button.loading')}</th>
              </tr>
            </thead>
            <tbody>
              {BUTTON_VARIANTS.map((variant) => (
                <tr key={variant}>
                  <th scope="row">{variantName[variant]}</th>
                  <td>
                    <Button variant={variant}>{t('manual.button.sample')}</Button>
                  </td>
                  <td>
                    <Button variant={variant} disabled>
                      {t('manual.button.sample')}
                    </Button>
                  </td>
                  <td>
                    <Button variant={variant} loading>
                      {t('manual.button.sample')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="button-sizes" className="manual-block">
        <h2 id="button-sizes">{t('manual.button.sizesTitle')}</h2>
        <div className="manual-row">
          {BUTTON_SIZES.map((size) => (
            <Button key={size} size={size}>
              {sizeName[size]}
            </Button>
          ))}
        </div>
      </section>
      <section aria-labelledby="button-links" className="manual-block">
        <h2 id="button-links">{t('manual.button.linkTitle')}</h2>
        <p>{t('manual.button.linkBody')}</p>
        <div className="manual-row">
          <LinkButton to="/gift-items">{t('manual.button.linkSample')}</LinkButton>
          <LinkButton to="/manual" variant="ghost">
            {t('manual.back')}
          </LinkButton>
        </div>
      </section>
    </>
  );
}
