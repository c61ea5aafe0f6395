import type { AddressField } from './address-validation';

/**
 * The longest text each field of the address form keeps. The server refuses a longer one with 400 and the form
 * stops at the same length, so a customer meets the form's limit, never the server's refusal.
 */
export const addressFieldMaxLengths: Readonly<Record<AddressField, number>> = {
  title: 100,
  flatOrVillaNumber: 50,
  building: 200,
  street: 200,
  area: 200,
  landmark: 200,
};

/**
 * How many addresses one customer may keep. A household's home, work, relatives and summer cottage fit many
 * times over; the server refuses the next one with a message instead of keeping a list without end.
 */
export const savedAddressLimit = 50;

/** Whether the customer may save another address. */
export function canSaveAnotherAddress(savedCount: number): boolean {
  return savedCount < savedAddressLimit;
}
