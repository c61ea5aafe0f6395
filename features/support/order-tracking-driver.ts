import { createRealtimeFeature } from '@/app/features/realtime.wiring';
import type { ListOrders } from '@/application/orders/list-orders.use-case';
import type { TrackedOrdersHolder } from '@/application/orders/track-order.use-case';
import type { WatchCountdown } from '@/application/orders/watch-countdown.use-case';
import { ordersOver } from '../../tests/support/orders-over';
import type { Duration } from '@/domain/catalogue/duration';
import type { CountdownParts } from '@/domain/orders/countdown';
import { knownOrderStatuses, type OrderStatus } from '@/domain/orders/order-status';
import { orderStatusLabelKeys } from '@/presentation/i18n/message-keys/order-message-keys';
import type { OrderSummary } from '@/domain/orders/order-summary';
import { nothingTracked, type TrackedOrders } from '@/domain/orders/status-update';
import type { FixedClock } from '../../tests/support/fakes/fixed-clock';
import { InMemoryOrderHistory } from '../../tests/support/fakes/in-memory-order-history';
import { InMemoryOrderUpdates } from '../../tests/support/fakes/in-memory-order-updates';
import { ManualTicker } from '../../tests/support/fakes/manual-ticker';
import { anOrder } from '../../tests/support/fakes/order-fixtures';
import { englishText } from './texts';

/** The status whose English label the analyst wrote, or the text itself as the server would send it. */
export function serverStatus(labelOrRaw: string): string {
  return knownOrderStatuses.find((status) => englishText(orderStatusLabelKeys[status]) === labelOrRaw) ?? labelOrRaw;
}

/** One scenario's orders, real-time stream and countdown, driven through the order use cases. */
export class OrderTrackingDriver {
  readonly orderHistory = new InMemoryOrderHistory();
  readonly orderUpdates = new InMemoryOrderUpdates();
  readonly ticker: ManualTicker;
  private readonly trackOrder = createRealtimeFeature({
    orderHistory: this.orderHistory,
    orderUpdates: this.orderUpdates,
  }).trackOrder;
  private readonly listOrders: ListOrders;
  private readonly watchCountdown: WatchCountdown;
  private readonly preparationTimes = new Map<string, Duration>();
  private readonly orders = new Map<number, OrderSummary>();
  tracked: TrackedOrders = nothingTracked;
  countdownEnabled = false;
  countdownEndsAt: number | null = null;
  countdownTicks: number[] = [];
  countdownZeroCalls = 0;
  countdownReading: CountdownParts | null = null;
  private stopCountdown: (() => void) | null = null;

  private readonly holder: TrackedOrdersHolder = {
    read: () => this.tracked,
    write: (next) => {
      this.tracked = next;
    },
  };

  constructor(readonly clock: FixedClock) {
    this.ticker = new ManualTicker(clock);
    // The order screens' use cases as the app wires them.
    const orders = ordersOver({ orderHistory: this.orderHistory, clock, ticker: this.ticker });
    this.listOrders = orders.listOrders;
    this.watchCountdown = orders.watchCountdown;
  }

  setPreparationTime(merchantName: string, minutes: number): void {
    this.preparationTimes.set(merchantName, { days: 0, hours: 0, minutes });
  }

  /** The server's record of an order, placed now unless told otherwise. */
  placeOrder(shortOrderId: number, merchantName: string, status: OrderStatus, createdAt = this.clock.now()): void {
    const order = anOrder({
      queryId: invoiceQueryId(shortOrderId),
      shortOrderId: String(shortOrderId),
      merchantName,
      status,
      createdAt,
      preparationTime: this.preparationTimes.get(merchantName) ?? { days: 0, hours: 0, minutes: 0 },
    });
    this.orders.set(shortOrderId, order);
    this.orderHistory.put(order);
  }

  changeOnServer(shortOrderId: number, status: OrderStatus): void {
    const order = this.orders.get(shortOrderId);
    if (!order) throw new Error(`No order ${shortOrderId}`);
    this.orderHistory.put({ ...order, status });
  }

  async openConfirmation(shortOrderId: number): Promise<void> {
    this.tracked = { ...this.tracked, currentOrder: await this.trackOrder.showOrder(invoiceQueryId(shortOrderId)) };
  }

  async openActiveOrders(): Promise<void> {
    this.tracked = { ...this.tracked, activeOrders: await this.listOrders({ tab: 'active' }) };
  }

  follow(): void {
    this.trackOrder.followUpdates(this.holder);
  }

  sendUpdate(shortOrderId: number, status: string): void {
    this.orderUpdates.send({
      type: 'INVOICE_STATUS_UPDATED',
      status,
      invoiceQueryId: invoiceQueryId(shortOrderId),
      merchantQueryId: 'store-1',
    });
  }

  get currentOrder(): OrderSummary {
    if (!this.tracked.currentOrder) throw new Error('The customer is not looking at an order');
    return this.tracked.currentOrder;
  }

  startCountdown(): void {
    if (this.stopCountdown) return;
    if (this.countdownEndsAt === null) throw new Error('No countdown was set');
    this.stopCountdown = this.watchCountdown({
      endsAt: this.countdownEndsAt,
      onTick: (remaining) => this.countdownTicks.push(remaining),
      onZero: () => {
        this.countdownZeroCalls += 1;
      },
    });
  }
}

export function invoiceQueryId(shortOrderId: number): string {
  return `invoice-${shortOrderId}`;
}
