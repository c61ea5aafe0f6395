import type { ExternalPages } from '@/application/ports/external-pages.port';

/** Leaves the app in the same tab; the page left for brings the customer back to one of the app's routes. */
export class BrowserExternalPages implements ExternalPages {
  open(url: string): void {
    window.location.assign(url);
  }
}
