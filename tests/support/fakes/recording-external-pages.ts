import type { ExternalPages } from '@/application/ports/external-pages.port';

/** The pages the app left for, in order, instead of leaving the test's page. */
export class RecordingExternalPages implements ExternalPages {
  readonly opened: string[] = [];

  open(url: string): void {
    this.opened.push(url);
  }
}
