import type { WatchDealCountdown } from '@/application/orders/watch-deal-countdown.use-case';
import { checkPhoto, type PhotoCheck } from '@/domain/catalogue/photo-format';
import { countdownParts, type CountdownParts } from '@/domain/orders/countdown';
import { nextStart, previousStart, slidesPerView } from '@/domain/prototypes/carousel';
import type { FixedClock } from '../../tests/support/fakes/fixed-clock';
import { ManualTicker } from '../../tests/support/fakes/manual-ticker';
import { ordersOver } from '../../tests/support/orders-over';

/** One prototype-screens scenario: a carousel's position, the last photo judged, a deal's countdown. */
export class PrototypeScreensDriver {
  readonly ticker: ManualTicker;
  private readonly watchDealCountdown: WatchDealCountdown;
  slides = 0;
  perView = 0;
  start = 0;
  lastPhoto: PhotoCheck | null = null;
  dealRunsForSeconds = 0;
  remaining: number | null = null;

  constructor(clock: FixedClock) {
    this.ticker = new ManualTicker(clock);
    // Through the orders feature's wiring, as the app builds the countdown.
    this.watchDealCountdown = ordersOver({ clock, ticker: this.ticker }).watchDealCountdown;
  }

  showCarousel(slides: number, viewportWidth: number): void {
    this.slides = slides;
    this.perView = slidesPerView(viewportWidth);
    this.start = 0;
  }

  scrollForward(): void {
    this.start = nextStart(this.start, this.perView, this.slides);
  }

  scrollBack(): void {
    this.start = previousStart(this.start, this.perView);
  }

  addPhoto(leadingBytes: Uint8Array): void {
    this.lastPhoto = checkPhoto(leadingBytes);
  }

  showDeal(): void {
    this.watchDealCountdown({
      runsForSeconds: this.dealRunsForSeconds,
      onTick: (left) => {
        this.remaining = left;
      },
    });
  }

  shown(): CountdownParts {
    if (this.remaining === null) throw new Error('The deal has not been shown');
    return countdownParts(this.remaining, { withSeconds: true });
  }
}
