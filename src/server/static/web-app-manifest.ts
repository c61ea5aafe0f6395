import { iconAddressPattern, type StorefrontConfig } from '@/config/storefront-config.schema';
import { text } from '../i18n/localized';
import type { ServerLanguage } from '../i18n/server-language';

/** Where the storefront's own app icons are answered (app-manifest-route.ts), by file name. */
export const appIconsPath = '/app-icons';

export interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose: 'any' | 'maskable';
}

/**
 * The storefront's own icons, drawn by scripts/build/app-icons.ts: Chromium installs an app only with a square
 * picture of at least 144 px it can decode, and a launcher crops a maskable one to a circle or a rounded square.
 */
export const defaultAppIcons: readonly ManifestIcon[] = [
  { src: `${appIconsPath}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: `${appIconsPath}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: `${appIconsPath}/maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** A launcher shows about 12 characters under an icon; a longer name is shortened to its first word if that fits. */
const shortNameLength = 12;

export function shortNameOf(name: string): string {
  if (name.length <= shortNameLength) return name;
  const firstWord = name.split(/\s+/)[0] ?? '';
  return firstWord.length > 0 && firstWord.length <= shortNameLength ? firstWord : name.slice(0, shortNameLength);
}

/**
 * The host's logo as an icon, when it is a drawing (SVG) at an address the configuration allows for icons: a
 * drawing fits any size. A raster logo's size is not known here, and an icon declared at a size it does not have
 * makes Chromium refuse to install the app, so such a logo stays on the pages and the storefront's icons are used.
 */
function logoIcon(logoUrl: string | null): ManifestIcon | null {
  if (logoUrl === null || !iconAddressPattern.test(logoUrl)) return null;
  if (!/\.svg$/i.test(new URL(logoUrl, 'https://storefront.invalid').pathname)) return null;
  return { src: logoUrl, sizes: 'any', type: 'image/svg+xml', purpose: 'any' };
}

/**
 * The web app manifest of the host's storefront (https://www.w3.org/TR/appmanifest/), in the language of the page
 * that links it: the host's brand, its colours, the host's logo when it is a drawing, and the storefront's icons
 * always, so every host's shop can be installed. It opens the shop's start page in a window of its own.
 */
export function webAppManifest(config: StorefrontConfig, language: ServerLanguage) {
  const brand = config.brandName;
  const description = text(config.transportMode ? 'manifest.rideDescription' : 'manifest.shopDescription', {
    brand,
  })(language);
  const logo = logoIcon(config.logoUrl);
  return {
    id: '/',
    name: brand,
    short_name: shortNameOf(brand),
    description,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: config.colours.primary,
    background_color: config.colours.background,
    icons: logo === null ? defaultAppIcons : [logo, ...defaultAppIcons],
  };
}
