import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

import { ProgressBar } from '@kado/ui';

import { useMinimumDisplay } from '../lib/use-minimum-display';

/**
 * The top progress bar: follows navigations (loaders, page chunks) and in-flight requests. It is a
 * visual cue only (outside every landmark); each page's own loading state is what screen readers hear.
 */
export function TopProgress() {
  const { t } = useTranslation();
  const requests = useIsFetching() + useIsMutating();
  const navigating = useNavigation().state !== 'idle';
  const visible = useMinimumDisplay(requests > 0 || navigating);
  return visible ? (
    <div aria-hidden="true">
      <ProgressBar label={t('common.loading')} />
    </div>
  ) : null;
}
