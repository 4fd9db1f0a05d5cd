import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';

import { detectLocale } from '@kado/shared';
// Tokens and base styles first, so every component stylesheet builds on them.
import '@kado/ui/styles.css';

import { App, createApp, routerReady } from './app/app';
import { rememberEdits, rememberFocus, rememberPress } from './app/shell/keep-focus';
import { ConfigFailure } from './components/config-failure';
import { takeOverScrollRestoration } from './components/page-transition/use-page-arrival';
import { markFirstPagePainted } from './components/page-transition/use-page-transition';
import { readRuntimeConfig } from './config/runtime-config';
import { createI18n } from './lib/i18n';
import { startObservability } from './lib/observability/start';
import { registerServiceWorkerAfterLoad } from './lib/pwa';

/** Runs `run` in the commit that first puts `children` on screen, after their own effects. */
function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(run, [run]);
  return children;
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // The BFF painted the page's first render into the HTML (signed-out home): keep it on screen
  // until the app can draw the same page, instead of a loading bar in between.
  const painted = container.hasChildNodes();
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

  // A signed-in visitor's header speaks the wallet's messages on every page; a signed-out one
  // needs them only on the pages past home, which load them with their route (router.tsx).
  const i18n = await createI18n(result.config.locale, {
    wallet: result.config.session?.signedIn === true,
  });
  const app = createApp(result.config, i18n);
  if (!painted) {
    root.render(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    );
  } else {
    markFirstPagePainted();
    await routerReady(app.router);
    // Built in slices (a transition) while the paint stays on screen and usable, so no long task
    // holds the page; swapped in one commit, which gives the focus back to the control a keyboard
    // user had reached in the paint and keeps what they typed there.
    const restoreFocus = rememberFocus(container);
    const restoreEdits = rememberEdits(container);
    const replayPress = rememberPress(container);
    const keepPlace = () => {
      restoreEdits();
      restoreFocus();
      replayPress();
    };
    startTransition(() => {
      root.render(
        <StrictMode>
          <AfterCommit run={keepPlace}>
            <App app={app} />
          </AfterCommit>
        </StrictMode>,
      );
    });
  }
  startObservability(result.config, app.router);
  registerServiceWorkerAfterLoad(app.i18n);
}

void start();
