import { knownOrderStatuses, orderTabs, type OrderStatus, type OrderTab } from '@/domain/orders/order-status';
import type { DetailStep } from '@/domain/orders/order-progress';
import {
  detailStepLabelKeys,
  orderStatusLabelKeys,
  orderTabLabelKeys,
} from '@/presentation/i18n/message-keys/order-message-keys';
import { localeText } from '../../../support/locale-files';

/** The English words of each code; a Record, so a new status, tab or step cannot be left out. */
const statusWords: Record<OrderStatus, string> = {
  order_pending: 'Order Pending',
  order_confirmed: 'Order Confirmed',
  order_dispatched: 'Order Dispatched',
  order_delivered: 'Order Delivered',
  order_cancelled: 'Order Cancelled',
  unknown: 'Unknown status',
};
const tabWords: Record<OrderTab, string> = { active: 'Active', past: 'Past', cancelled: 'Cancelled' };
const stepWords: Record<Exclude<DetailStep, 0>, string> = {
  1: 'Order Received',
  2: 'In Progress',
  3: 'On The Way',
  4: 'Order Delivered',
};

describe('order message keys', () => {
  it.each(Object.entries(statusWords))('status %s reads "%s"', (status, words) => {
    expect(localeText('en', orderStatusLabelKeys[status as OrderStatus])).toBe(words);
  });

  it.each(Object.entries(tabWords))('tab %s reads "%s"', (tab, words) => {
    expect(localeText('en', orderTabLabelKeys[tab as OrderTab])).toBe(words);
  });

  it.each(Object.entries(stepWords))('step %s reads "%s"', (step, words) => {
    expect(localeText('en', detailStepLabelKeys[Number(step) as Exclude<DetailStep, 0>])).toBe(words);
  });

  it('name every status the domain knows, every tab and every step, and nothing else', () => {
    expect(Object.keys(orderStatusLabelKeys).sort()).toEqual([...knownOrderStatuses, 'unknown'].sort());
    expect(Object.keys(orderTabLabelKeys).sort()).toEqual([...orderTabs].sort());
    expect(Object.keys(detailStepLabelKeys)).toEqual(['1', '2', '3', '4']);
  });

  it.each([
    ...Object.values(orderStatusLabelKeys),
    ...Object.values(orderTabLabelKeys),
    ...Object.values(detailStepLabelKeys),
  ])('%s has an English and a Finnish text', (key) => {
    expect(localeText('en', key)).not.toBe('');
    expect(localeText('fi', key)).not.toBe('');
  });
});
