import { createContext, useContext, type ReactNode } from 'react';

import type { RuntimeConfig } from '@kado/shared/schemas';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs a RuntimeConfigProvider');
  return config;
}

/** The address of a gift image under the configured image CDN. */
export function useImageUrl(): (imagePath: string) => string {
  const base = useRuntimeConfig().imageCdnUrl.replace(/\/+$/, '');
  return (imagePath) => `${base}/${imagePath.replace(/^\/+/, '')}`;
}
