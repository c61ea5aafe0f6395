import type { CartClearer } from '@/application/ports/cart-clearer.port';
import type { EffectJournal } from './effect-journal';

/** A cart that only counts how often it was emptied. */
export class RecordingCartClearer implements CartClearer {
  clears = 0;

  constructor(private readonly journal: EffectJournal = []) {}

  async clear(): Promise<void> {
    this.journal.push('clear cart');
    this.clears += 1;
  }
}
