import { useTranslation } from 'react-i18next';

import { Button, useToast } from '@kado/ui';

import './manual.css';

/** Toasts in their three tones, one with an undo action. */
export function ToastExamples() {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <section aria-labelledby="toast-tones" className="manual-block">
      <h2 id="toast-tones">{t('kit.toastr.title')}</h2>
      <p>{t('kit.toastr.body')}</p>
      <div className="manual-row">
        <Button
          onClick={() => {
            toast.success(t('kit.toastr.success'));
          }}
        >
          {t('kit.toastr.showSuccess')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            toast.error(t('kit.toastr.error'));
          }}
        >
          {t('kit.toastr.showError')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            toast.info(t('kit.toastr.info'));
          }}
        >
          {t('kit.toastr.showInfo')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            toast.success(t('kit.toastr.used'), {
              action: {
                label: t('kit.toastr.undo'),
                onAction: () => {
                  toast.info(t('kit.toastr.undone'));
                },
              },
            });
          }}
        >
          {t('kit.toastr.showUndo')}
        </Button>
      </div>
    </section>
  );
}
