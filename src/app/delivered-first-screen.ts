import type { Language } from '@/presentation/i18n/i18n';
import type { RootState } from '@/presentation/store/app-store';
import { embeddedConfigId } from './load-config';

/** The element the server's first-screen renderer fills (src/app/first-screen-server.tsx): a JSON data block. */
export const deliveredFirstScreenId = 'storefront-first-screen';

/** What the page carries when the server drew its first screen: the language it was drawn in and its state. */
export interface DeliveredFirstScreen {
  readonly language: Language;
  /** The slices the screen was drawn from: the stores of the listing, or the store and products of a product list. */
  readonly state: Partial<Pick<RootState, 'stores' | 'products'>>;
}

/**
 * The first screen the server drew into the root element, or null when the page came without one (any static
 * host, a page the server does not draw, an unreadable block). The screen was drawn with the configuration the
 * page carries; a page that lost it (a proxy that rewrote it) cannot vouch for its screen either.
 */
export function deliveredFirstScreen(rootElement: HTMLElement): DeliveredFirstScreen | null {
  const text = document.getElementById(deliveredFirstScreenId)?.textContent;
  if (!text || rootElement.firstElementChild === null || !document.getElementById(embeddedConfigId)) return null;
  try {
    const parsed = JSON.parse(text) as Partial<DeliveredFirstScreen> | null;
    if (!parsed || typeof parsed.language !== 'string' || typeof parsed.state !== 'object' || parsed.state === null)
      return null;
    return parsed as DeliveredFirstScreen;
  } catch {
    return null;
  }
}
