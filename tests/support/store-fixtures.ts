import type { Store } from '@/domain/catalogue/store';

/** A plausible store; tests override only what they are about. */
export function aStore(overrides: Partial<Store> = {}): Store {
  return {
    queryId: 'store-1',
    name: 'Kahvila Aalto',
    description: 'Coffee and pastries',
    bannerUrl: '/media/aalto.svg',
    logoUrl: null,
    tag: 'Coffee',
    isOpen: true,
    addressDescription: 'Mannerheimintie 1, Helsinki',
    coordinates: { lat: 60.17, long: 24.94 },
    serviceAreaRadiusKm: 5,
    minimumOrder: 1000,
    currency: 'EUR',
    industries: ['Restaurants'],
    deliveryTime: { days: 0, hours: 0, minutes: 30 },
    preparationTime: { days: 0, hours: 0, minutes: 15 },
    openingSlots: [],
    footerDescription: 'Pickup at the counter',
    ...overrides,
  };
}
