import { useTranslation } from 'react-i18next';

import { PRODUCT_NAME } from '@kado/shared';
import { Button, CenteredLayout, Logo } from '@kado/ui';

/** The page served without a valid runtime config: the app cannot start, so say so plainly. */
export function ConfigFailure() {
  const { t } = useTranslation();
  return (
    <CenteredLayout brand={<Logo name={PRODUCT_NAME} />}>
      <h1>{t('startup.failedTitle')}</h1>
      <p>{t('startup.failedBody')}</p>
      <Button
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('startup.reload')}
      </Button>
    </CenteredLayout>
  );
}
