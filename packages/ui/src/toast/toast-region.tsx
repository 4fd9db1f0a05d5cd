import { useEffect } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';

import { RacLocale } from '../rac-locale/rac-locale';
import { useUiStrings } from '../ui-provider/ui-provider';
import { toastStore, type ToastContent } from './toast-store';
import './toast.css';

const queue = new AriaToastQueue<ToastContent>({ maxVisibleToasts: 3 });

const ICONS = { success: '✓', error: '!', info: 'i' } as const;

/** React Aria's toast region, fed from the store. Default export: loaded lazily by Toaster. */
export default function ToastRegion() {
  const strings = useUiStrings();
  useEffect(
    () =>
      toastStore.attach(({ content, timeout }) => {
        queue.add(content, { timeout });
      }),
    [],
  );
  return (
    <RacLocale>
      <AriaToastRegion queue={queue} className="kado-toaster" aria-label={strings.toast.region}>
        {({ toast }) => (
          <AriaToast toast={toast} className={`kado-toast kado-toast--${toast.content.tone}`}>
            <span className="kado-toast__icon" aria-hidden="true">
              {ICONS[toast.content.tone]}
            </span>
            <AriaToastContent className="kado-toast__content">
              <Text slot="title">{toast.content.message}</Text>
            </AriaToastContent>
            {toast.content.action && (
              <Button
                className="kado-toast__action"
                onPress={() => {
                  toast.content.action?.onAction();
                  queue.close(toast.key);
                }}
              >
                {toast.content.action.label}
              </Button>
            )}
            <Button slot="close" className="kado-toast__close" aria-label={strings.toast.dismiss}>
              <span aria-hidden="true">×</span>
            </Button>
          </AriaToast>
        )}
      </AriaToastRegion>
    </RacLocale>
  );
}
