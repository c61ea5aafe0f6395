import { text } from '../../i18n/localized';
import {
  addressDescription,
  type AddressType,
  type SavedAddress,
  type UserAddresses,
} from '@/domain/addresses/address';
import { addressType } from '@/domain/addresses/address-type';
import {
  addressFieldErrors,
  trimmedAddressDetails,
  type RequiredAddressField,
} from '@/domain/addresses/address-validation';
import type { AddressDto, AddressInput, UserAddressesDto } from '@/contract/accounts/address.contract';
import { BadRequestError } from '../../http/bad-request-error';
import type { AddressFields, AddressRow } from './address-repository';

const addressTypes: readonly AddressType[] = ['home', 'work', 'others'];

function typeOf(row: AddressRow): AddressType {
  return addressTypes.find((type) => type === row.type) ?? 'others';
}

export function toAddressDto(row: AddressRow): AddressDto {
  return {
    id: row.id,
    query_id: row.queryId,
    name: row.name,
    building: row.building,
    street: row.street,
    floor: row.floor,
    room: row.room,
    landmark: row.landmark,
    lat: row.lat,
    long: row.long,
    district: row.district,
    type: typeOf(row),
    description: row.description,
  };
}

/** The slots of the user: the first home and work address fill theirs, the others follow in saving order. */
export function toUserAddressesDto(rows: readonly AddressRow[], selectedQueryId: string | null): UserAddressesDto {
  const home = rows.find((row) => typeOf(row) === 'home') ?? null;
  const work = rows.find((row) => typeOf(row) === 'work') ?? null;
  const others = rows.filter((row) => row !== home && row !== work);
  const selected = rows.some((row) => row.queryId === selectedQueryId) ? selectedQueryId : null;
  return {
    home_address: home && toAddressDto(home),
    work_address: work && toAddressDto(work),
    other_addresses: others.map((row) => ({ ...toAddressDto(row), type: 'others' })),
    selectedAddressId: selected,
  };
}

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    queryId: row.queryId,
    type: typeOf(row),
    title: row.name,
    flatOrVillaNumber: row.room,
    building: row.building,
    street: row.street,
    area: row.district,
    landmark: row.landmark,
    coordinates: row.lat === null || row.long === null ? null : { lat: row.lat, long: row.long },
  };
}

/** The slots as the domain's address rules see them. */
export function toUserAddresses(rows: readonly AddressRow[]): UserAddresses {
  const dto = toUserAddressesDto(rows, null);
  const byQueryId = new Map(rows.map((row) => [row.queryId, toSavedAddress(row)]));
  const saved = (queryId: string) => byQueryId.get(queryId)!;
  return {
    home: dto.home_address && saved(dto.home_address.query_id),
    work: dto.work_address && saved(dto.work_address.query_id),
    others: dto.other_addresses.map((address) => ({ ...saved(address.query_id), type: 'others' })),
    selectedAddressId: null,
  };
}

/** The API's field behind each required field of the address form. */
const apiFieldOf: Readonly<Record<RequiredAddressField, keyof AddressInput>> = {
  title: 'name',
  flatOrVillaNumber: 'room',
  street: 'street',
  area: 'district',
};

/**
 * The fields to store for an address the customer sent, decided by the domain's rules: surrounding spaces
 * dropped, required fields checked, the slot taken from the title and the free slots (an edited address
 * keeps its own), the description written from flat and area.
 * @throws BadRequestError naming each required field left empty, as "address.<field>".
 */
export function addressFieldsFrom(
  input: AddressInput,
  current: UserAddresses,
  editingQueryId: string | null,
): AddressFields {
  const details = trimmedAddressDetails({
    title: input.name,
    flatOrVillaNumber: input.room,
    building: input.building,
    street: input.street,
    area: input.district,
    landmark: input.landmark,
    coordinates:
      typeof input.lat === 'number' && typeof input.long === 'number' ? { lat: input.lat, long: input.long } : null,
  });
  const errors = addressFieldErrors(details);
  const missing = (Object.keys(errors) as RequiredAddressField[]).map((field) => ({
    field: `address.${apiFieldOf[field]}`,
    message: text('field.required'),
  }));
  if (missing.length > 0) {
    throw new BadRequestError(
      text('request.invalidBody', { fields: missing.map((detail) => detail.field).join(', ') }),
      missing,
    );
  }
  return {
    type: addressType(details.title, current, editingQueryId),
    name: details.title,
    building: details.building,
    street: details.street,
    floor: input.floor.trim(),
    room: details.flatOrVillaNumber,
    landmark: details.landmark,
    district: details.area,
    description: addressDescription(details),
    lat: details.coordinates?.lat ?? null,
    long: details.coordinates?.long ?? null,
  };
}
