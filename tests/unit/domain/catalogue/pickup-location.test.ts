import { orderPickup, type PickupLocation } from '@/domain/catalogue/pickup-location';

const counter = (letter: string): PickupLocation => ({
  id: `portti-${letter}`,
  name: `Portti ${letter.toUpperCase()}`,
  description: `Next to gate ${letter.toUpperCase()}.`,
  pictureUrl: null,
});

describe('orderPickup', () => {
  it('has nothing to say for a store without pickup locations', () => {
    expect(orderPickup([])).toEqual({ kind: 'none' });
  });

  it('knows the pickup location when the venue has exactly one', () => {
    expect(orderPickup([counter('a')])).toEqual({ kind: 'known', location: counter('a') });
  });

  it('offers every pickup location, in the venue order, when there are several', () => {
    expect(orderPickup([counter('b'), counter('a'), counter('c')])).toEqual({
      kind: 'any',
      locations: [counter('b'), counter('a'), counter('c')],
    });
  });
});
