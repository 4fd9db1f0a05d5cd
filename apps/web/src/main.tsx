import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';

import { detectLocale } from '@kado/shared';
// Tokens and base styles first, so every component stylesheet builds on them.
import '@kado/ui/styles.css';

import { App, createApp } from './app/app';
import { ConfigFailure } from './components/config-failure';
import { takeOverScrollRestoration } from './components/page-transition/use-page-arrival';
import { readRuntimeConfig } from './config/runtime-config';
import { createI18n } from './lib/i18n';
import { startObservability } from './lib/observability/start';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  takeOverScrollRestoration();

  const result = readRuntimeConfig();
  if (!result.ok) {
    // Without the config there is no locale from the BFF: speak the browser's language instead.
    const i18n = await createI18n(detectLocale(navigator.languages));
    document.documentElement.lang = i18n.language;
    root.render(
      <I18nextProvider i18n={i18n}>
        <ConfigFailure />
      </I18nextProvider>,
    );
    return;
  }

  const app = createApp(result.config, await createI18n(result.config.locale));
  root.render(
    <StrictMode>
      <App app={app} />
    </StrictMode>,
  );
  startObservability(result.config, app.router);
}

void start();
