import { createContext, useContext, type ReactNode } from 'react';
import type { StorefrontConfig } from '@/config/storefront-config.schema';

const ConfigContext = createContext<StorefrontConfig | null>(null);

export function ConfigProvider(props: { config: StorefrontConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={props.config}>{props.children}</ConfigContext.Provider>;
}

/** The host's white-label configuration, validated at start-up. */
export function useStorefrontConfig(): StorefrontConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useStorefrontConfig needs a ConfigProvider above it');
  return config;
}
