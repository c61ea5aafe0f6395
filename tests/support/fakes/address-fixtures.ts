import type { AddressType, SavedAddress, UserAddresses } from '@/domain/addresses/address';
import type { AddressDraft } from '@/domain/addresses/address-draft';

/** A complete new address, as a customer fills the form in. */
export function anAddressDraft(overrides: Partial<AddressDraft> = {}): AddressDraft {
  return {
    queryId: null,
    title: "Sister's place",
    flatOrVillaNumber: '12 B',
    building: 'Aalto House',
    street: 'Mannerheimintie',
    area: 'Kamppi',
    landmark: 'Opposite the railway station',
    coordinates: { lat: 60.17, long: 24.94 },
    ...overrides,
  };
}

export function aSavedAddress(type: AddressType, overrides: Partial<SavedAddress> = {}): SavedAddress {
  const title = type === 'home' ? 'Home' : type === 'work' ? 'Work' : 'Cottage';
  return { ...anAddressDraft({ title }), queryId: `${type}-1`, type, ...overrides };
}

/** Address slots holding a home and/or work address as asked. */
export function addressesWith(slots: { home?: boolean; work?: boolean; others?: number } = {}): UserAddresses {
  return {
    home: slots.home ? aSavedAddress('home') : null,
    work: slots.work ? aSavedAddress('work') : null,
    others: Array.from({ length: slots.others ?? 0 }, (_, index) =>
      aSavedAddress('others', { queryId: `others-${index + 1}`, title: `Other ${index + 1}` }),
    ),
    selectedAddressId: null,
  };
}
