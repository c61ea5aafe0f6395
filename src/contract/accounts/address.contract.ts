import { boundedList, boundedText, latitude, longitude, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';
import { addressFieldMaxLengths, savedAddressLimit } from '@/domain/addresses/address-limits';

/** The floor is the API's own field (the form has none); a storey number or a word such as "ground". */
const floorMaxLength = 50;
/** The server writes the description from the flat and the area: both, and the comma between them. */
const descriptionMaxLength = addressFieldMaxLengths.flatOrVillaNumber + addressFieldMaxLengths.area + 2;

export const addressTypeSchema = z.enum(['home', 'work', 'others']);

/** A saved address as the server answers it. room is the form's Flat/Villa No., district its Area. */
export const addressSchema = z.object({
  id: z.int(),
  query_id: nonEmptyText(100),
  name: boundedText(addressFieldMaxLengths.title),
  building: boundedText(addressFieldMaxLengths.building),
  street: boundedText(addressFieldMaxLengths.street),
  floor: boundedText(floorMaxLength),
  room: boundedText(addressFieldMaxLengths.flatOrVillaNumber),
  landmark: boundedText(addressFieldMaxLengths.landmark),
  lat: z.nullable(latitude()),
  long: z.nullable(longitude()),
  district: boundedText(addressFieldMaxLengths.area),
  type: addressTypeSchema,
  /** The flat and the area on one line, written by the server. */
  description: boundedText(descriptionMaxLength),
});

/**
 * The customer's address slots, as they also appear on the user. A customer keeps at most savedAddressLimit
 * addresses (creating one more is refused), so the others never number more.
 */
export const userAddressesSchema = z.object({
  home_address: z.nullable(addressSchema),
  work_address: z.nullable(addressSchema),
  other_addresses: boundedList(addressSchema, savedAddressLimit),
  /** The query id of the address orders go to, or null. */
  selectedAddressId: z.nullable(boundedText(textLimits.id)),
});

const optionalText = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

// The request bodies below are the server's to read: each is built in a call marked pure, so that the browser's
// first screen, which imports this file for the answers and is at its size budget, leaves them out.

/**
 * What the address form sends. Required fields (name, room, street, district) are checked by the domain's
 * address rule, so the message matches the form's. type and description are accepted and ignored: the
 * server decides the slot and writes the description itself.
 */
export const addressInputSchema = /* @__PURE__ */ (() =>
  z.object({
    name: optionalText(addressFieldMaxLengths.title),
    building: optionalText(addressFieldMaxLengths.building),
    street: optionalText(addressFieldMaxLengths.street),
    floor: optionalText(floorMaxLength),
    room: optionalText(addressFieldMaxLengths.flatOrVillaNumber),
    landmark: optionalText(addressFieldMaxLengths.landmark),
    district: optionalText(addressFieldMaxLengths.area),
    lat: z.optional(z.nullable(latitude())),
    long: z.optional(z.nullable(longitude())),
    type: z.optional(addressTypeSchema),
    description: z.optional(z.string().check(z.maxLength(textLimits.line))),
  }))();

/** Body of POST /api/v1/users/create_address. */
export const createAddressBodySchema = /* @__PURE__ */ (() => z.object({ address: addressInputSchema }))();

/** Body of PUT /api/v1/users/update_address: the address's query id and its new details. */
export const updateAddressBodySchema = /* @__PURE__ */ (() =>
  z.object({
    address: z.extend(addressInputSchema, { query_id: nonEmptyText(100) }),
  }))();

/** Body of DELETE /api/v1/users/delete_address; the browser also sends the details, which are ignored. */
export const deleteAddressBodySchema = /* @__PURE__ */ (() =>
  z.object({
    address: z.object({ query_id: nonEmptyText(100) }),
  }))();

/** Body of PUT /api/v1/users/select_address: the address orders go to, or null for none. */
export const selectAddressBodySchema = /* @__PURE__ */ (() =>
  z.object({
    address_query_id: z.nullable(nonEmptyText(100)),
  }))();

/** Answer of create and update: the saved address and every slot after the change. */
export const addressResponseSchema = z.object({
  address: addressSchema,
  addresses: userAddressesSchema,
});

/** Answer of GET users/addresses, delete_address and select_address. */
export const addressesResponseSchema = z.object({
  addresses: userAddressesSchema,
});

export type AddressDto = z.infer<typeof addressSchema>;
export type AddressInput = z.infer<typeof addressInputSchema>;
export type UserAddressesDto = z.infer<typeof userAddressesSchema>;
