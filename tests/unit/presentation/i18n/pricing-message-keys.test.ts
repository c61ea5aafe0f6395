import type { MinimumOrderRefusal } from '@/domain/pricing/minimum-order';
import { summaryLineOrder, type SummaryLineKind } from '@/domain/pricing/order-summary';
import {
  freeDeliveryMessageKey,
  minimumOrderMessageKeys,
  summaryLineLabelKeys,
} from '@/presentation/i18n/message-keys/pricing-message-keys';
import { localeText } from '../../../support/locale-files';

/** The English words of each code; a Record, so a new refusal or line cannot be left out. */
const refusalWords: Record<MinimumOrderRefusal, string> = {
  BELOW_MINIMUM_ORDER: '(minimum {{amount}} {{currency}})',
};
const lineWords: Record<SummaryLineKind, string> = {
  SUB_TOTAL: 'Sub Total',
  DISCOUNT: 'Discount',
  VOUCHER: 'Voucher',
  TIP: 'Rider Tip',
  SERVICE_FEE: 'Service Fee',
  DELIVERY_FEE: 'Delivery Fee',
  TAX_TOTAL: 'VAT',
};

describe('pricing message keys', () => {
  it.each(Object.entries(refusalWords))(
    '%s tells the customer the minimum with the amount and the currency: "%s"',
    (reason, words) => {
      expect(localeText('en', minimumOrderMessageKeys[reason as MinimumOrderRefusal])).toBe(words);
    },
  );

  it.each(Object.entries(lineWords))('the %s line reads "%s"', (kind, words) => {
    expect(localeText('en', summaryLineLabelKeys[kind as SummaryLineKind])).toBe(words);
  });

  it('says "Free Delivery" for a free delivery fee', () => {
    expect(localeText('en', freeDeliveryMessageKey)).toBe('Free Delivery');
  });

  it('name every line the summary shows, and nothing else', () => {
    expect(Object.keys(summaryLineLabelKeys).sort()).toEqual([...summaryLineOrder].sort());
  });

  it.each([...Object.values(minimumOrderMessageKeys), ...Object.values(summaryLineLabelKeys), freeDeliveryMessageKey])(
    '%s has an English and a Finnish text',
    (key) => {
      expect(localeText('en', key)).not.toBe('');
      expect(localeText('fi', key)).not.toBe('');
    },
  );
});
