import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import type { RuntimeConfig } from '@kado/shared/schemas';

import { RuntimeConfigProvider } from '../config/runtime-config-context';
import { trpc, type TrpcClient } from '../lib/trpc';

export interface AppProviderProps {
  config: RuntimeConfig;
  i18n: I18n;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
}

export function AppProvider({ config, i18n, queryClient, trpcClient, children }: AppProviderProps) {
  return (
    <RuntimeConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </trpc.Provider>
      </I18nextProvider>
    </RuntimeConfigProvider>
  );
}
