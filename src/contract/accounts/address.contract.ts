import { latitude, longitude, nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';

export const addressTypeSchema = z.enum(['home', 'work', 'others']);

/** A saved address as the server answers it. room is the form's Flat/Villa No., district its Area. */
export const addressSchema = z.object({
  id: z.int(),
  query_id: nonEmptyText(100),
  name: z.string(),
  building: z.string(),
  street: z.string(),
  floor: z.string(),
  room: z.string(),
  landmark: z.string(),
  lat: z.nullable(latitude()),
  long: z.nullable(longitude()),
  district: z.string(),
  type: addressTypeSchema,
  /** The flat and the area on one line, written by the server. */
  description: z.string(),
});

/** The customer's address slots, as they also appear on the user. */
export const userAddressesSchema = z.object({
  home_address: z.nullable(addressSchema),
  work_address: z.nullable(addressSchema),
  other_addresses: z.array(addressSchema),
  /** The query id of the address orders go to, or null. */
  selectedAddressId: z.nullable(z.string()),
});

const optionalText = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/**
 * What the address form sends. Required fields (name, room, street, district) are checked by the domain's
 * address rule, so the message matches the form's. type and description are accepted and ignored: the
 * server decides the slot and writes the description itself.
 */
export const addressInputSchema = z.object({
  name: optionalText(100),
  building: optionalText(200),
  street: optionalText(200),
  floor: optionalText(50),
  room: optionalText(50),
  landmark: optionalText(200),
  district: optionalText(200),
  lat: z.optional(z.nullable(latitude())),
  long: z.optional(z.nullable(longitude())),
  type: z.optional(addressTypeSchema),
  description: z.optional(z.string().check(z.maxLength(500))),
});

/** Body of POST /api/v1/users/create_address. */
export const createAddressBodySchema = z.object({ address: addressInputSchema });

/** Body of PUT /api/v1/users/update_address: the address's query id and its new details. */
export const updateAddressBodySchema = z.object({
  address: z.extend(addressInputSchema, { query_id: nonEmptyText(100) }),
});

/** Body of DELETE /api/v1/users/delete_address; the browser also sends the details, which are ignored. */
export const deleteAddressBodySchema = z.object({
  address: z.object({ query_id: nonEmptyText(100) }),
});

/** Body of PUT /api/v1/users/select_address: the address orders go to, or null for none. */
export const selectAddressBodySchema = z.object({
  address_query_id: z.nullable(nonEmptyText(100)),
});

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
