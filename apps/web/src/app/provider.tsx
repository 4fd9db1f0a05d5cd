import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

import type { RuntimeConfig } from '@kado/shared/schemas';
import { MARKET_TIME_ZONES, Toaster, UiProvider, type UiStrings } from '@kado/ui';

import { RuntimeConfigProvider, useRuntimeConfig } from '../config/runtime-config-context';
import { useShopperMarket } from '../features/session/hooks/shopper-market';
import { useLocale } from '../lib/i18n';
import { trpc, type TrpcClient } from '../lib/trpc';

export interface AppProviderProps {
  config: RuntimeConfig;
  i18n: I18n;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
}

/**
 * The design system speaks the active language (its `ui` messages) and the shopper's market clock:
 * the signed-in account's market, else the language's, so expiry days (/top, /expiration-point) and
 * dates fall on the account's calendar. The Toaster (loaded with the first toast) is here so any
 * screen can raise one.
 */
function DesignSystemProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useShopperMarket();
  const { imageCdnUrl } = useRuntimeConfig();
  const strings: UiStrings = t('ui', { returnObjects: true });
  return (
    <UiProvider
      strings={strings}
      iso={locale.iso}
      timeZone={MARKET_TIME_ZONES[market]}
      imageBaseUrl={imageCdnUrl}
    >
      {children}
      <Toaster />
    </UiProvider>
  );
}

export function AppProvider({ config, i18n, queryClient, trpcClient, children }: AppProviderProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <DesignSystemProvider>{children}</DesignSystemProvider>
          </QueryClientProvider>
        </trpc.Provider>
      </I18nextProvider>
    </RuntimeConfigProvider>
  );
}
