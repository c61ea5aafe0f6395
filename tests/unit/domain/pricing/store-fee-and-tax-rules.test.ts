import { applicableTaxPercent } from '@/domain/pricing/applicable-tax';
import { deliveryFeeOf } from '@/domain/pricing/delivery-fee';

describe('deliveryFeeOf', () => {
  it.each([
    [{ overridesDeliveryFee: false, ownDeliveryFee: 250 }, 390, 390],
    [{ overridesDeliveryFee: true, ownDeliveryFee: 250 }, 390, 250],
    [{ overridesDeliveryFee: true, ownDeliveryFee: 0 }, 390, 0],
  ])('a store %j with the host fee %i delivers for %i', (store, hostFee, expected) => {
    expect(deliveryFeeOf(store, hostFee)).toBe(expected);
  });
});

describe('applicableTaxPercent', () => {
  it('is the product rate when it applies, the default rate otherwise', () => {
    expect(applicableTaxPercent({ taxPercent: 13.5, taxPercentApplicable: true, defaultTaxPercent: 25.5 })).toBe(13.5);
    expect(applicableTaxPercent({ taxPercent: 13.5, taxPercentApplicable: false, defaultTaxPercent: 25.5 })).toBe(25.5);
  });
});
