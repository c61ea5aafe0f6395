import type { PageNavigation } from '@/application/ports/page-navigation.port';
import type { EffectJournal } from './effect-journal';

/** Remembers the pages the customer was sent to. */
export class RecordingPageNavigation implements PageNavigation {
  readonly visited: string[] = [];

  constructor(private readonly journal: EffectJournal = []) {}

  goTo(path: string): void {
    this.journal.push('go to page');
    this.visited.push(path);
  }
}
