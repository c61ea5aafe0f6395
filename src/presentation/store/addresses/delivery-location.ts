import { addressDescription, type SavedAddress } from '@/domain/addresses/address';
import type { DeliveryLocation } from '../stores/stores.slice';

/** What the "Deliver to" chip shows and where the listing looks for stores, for a saved address. */
export function deliveryLocationOf(address: SavedAddress): DeliveryLocation {
  const description = addressDescription(address);
  return { description: description === '' ? address.title : description, coordinates: address.coordinates };
}
