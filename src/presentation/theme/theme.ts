import type { StorefrontConfig } from '@/config/storefront-config.schema';

export interface StorefrontTheme {
  readonly colours: StorefrontConfig['colours'];
  readonly layout: StorefrontConfig['layout'];
  readonly radius: string;
  readonly spacing: (steps: number) => string;
}

export function themeFromConfig(config: Pick<StorefrontConfig, 'colours' | 'layout'>): StorefrontTheme {
  return {
    colours: config.colours,
    layout: config.layout,
    radius: '12px',
    spacing: (steps) => `${steps * 8}px`,
  };
}
