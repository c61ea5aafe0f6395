import type { Language } from '@/presentation/i18n/i18n';
import type { RootState } from '@/presentation/store/app-store';

/** The element the server's first-screen renderer fills (src/app/first-screen-server.tsx): a JSON data block. */
export const deliveredFirstScreenId = 'storefront-first-screen';

/** What the page carries when the server drew its first screen: the language it was drawn in and its state. */
export interface DeliveredFirstScreen {
  readonly language: Language;
  readonly state: Pick<RootState, 'stores'>;
}

/**
 * The first screen the server drew into the root element, or null when the page came without one (any static
 * host, a page the server does not draw, an unreadable block).
 */
export function deliveredFirstScreen(rootElement: HTMLElement): DeliveredFirstScreen | null {
  const text = document.getElementById(deliveredFirstScreenId)?.textContent;
  if (!text || rootElement.firstElementChild === null) return null;
  try {
    const parsed = JSON.parse(text) as Partial<DeliveredFirstScreen> | null;
    if (!parsed || typeof parsed.language !== 'string' || typeof parsed.state?.stores !== 'object') return null;
    return parsed as DeliveredFirstScreen;
  } catch {
    return null;
  }
}
