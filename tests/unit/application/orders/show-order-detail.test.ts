import { createShowOrderDetail } from '@/application/orders/show-order-detail.use-case';
import type { OrderDetail } from '@/application/orders/order-detail';
import { createTrackOrder } from '@/application/orders/track-order.use-case';
import type { OrderUpdates } from '@/application/ports/order-updates.port';
import { InMemoryOrderHistory } from '../../../support/fakes/in-memory-order-history';
import { InMemoryOrderUpdates } from '../../../support/fakes/in-memory-order-updates';
import { anOrder } from '../../../support/fakes/order-fixtures';

describe('ShowOrderDetail', () => {
  it('answers the order detail the port has for the invoice', async () => {
    const detail: OrderDetail = {
      summary: anOrder(),
      orderId: 'order-1042',
      qrDataUrl: null,
      location: 'Otakaari 1',
      merchantIsOpen: true,
      lines: [],
      total: 0,
    };
    const asked: string[] = [];
    const show = createShowOrderDetail({
      orderDetails: {
        fetchOrderDetail: async (invoiceQueryId) => {
          asked.push(invoiceQueryId);
          return detail;
        },
      },
    });
    await expect(show('invoice-1042')).resolves.toBe(detail);
    expect(asked).toEqual(['invoice-1042']);
  });
});

describe('TrackOrder.followReopens', () => {
  it('calls the reload each time the stream reports a reopen, until stopped', () => {
    const listeners = new Set<() => void>();
    const orderUpdates: OrderUpdates = {
      subscribe: () => () => undefined,
      onReopened: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const trackOrder = createTrackOrder({ orderHistory: new InMemoryOrderHistory(), orderUpdates });
    let reloads = 0;
    const stop = trackOrder.followReopens(() => {
      reloads += 1;
    });
    listeners.forEach((listener) => listener());
    expect(reloads).toBe(1);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('does nothing with a source that never reopens', () => {
    const trackOrder = createTrackOrder({
      orderHistory: new InMemoryOrderHistory(),
      orderUpdates: new InMemoryOrderUpdates(),
    });
    const stop = trackOrder.followReopens(() => {
      throw new Error('no reopen expected');
    });
    expect(stop()).toBeUndefined();
  });
});
