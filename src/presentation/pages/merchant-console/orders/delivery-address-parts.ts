import type { StoreDeliveryAddress } from '@/domain/merchant-console/store-order';

/** The parts of an address a person reads, in the order a rider needs them. */
export const addressPartNames = ['street', 'building', 'floor', 'room', 'landmark', 'district'] as const;

export type AddressPartName = (typeof addressPartNames)[number];

/**
 * The address's parts the customer filled in, each with its name. An order made before the order kept the
 * parts has none; then its one-line description is all there is, and it stands alone.
 */
export function filledAddressParts(
  address: StoreDeliveryAddress,
): { readonly name: AddressPartName; readonly value: string }[] {
  return addressPartNames.map((name) => ({ name, value: address[name].trim() })).filter((part) => part.value !== '');
}
