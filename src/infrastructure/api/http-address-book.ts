import type { AddressBook, NewAddress } from '@/application/ports/address-book.port';
import {
  addressDescription,
  type AddressDetails,
  type SavedAddress,
  type UserAddresses,
} from '@/domain/addresses/address';
import { accountsPaths } from '@/contract/accounts/accounts-paths';
import {
  addressesResponseSchema,
  addressResponseSchema,
  type AddressDto,
  type AddressInput,
  type UserAddressesDto,
} from '@/contract/accounts/address.contract';
import type { HttpClient } from '../http/http-client';

function addressFromDto(dto: AddressDto): SavedAddress {
  return {
    queryId: dto.query_id,
    type: dto.type,
    title: dto.name,
    flatOrVillaNumber: dto.room,
    building: dto.building,
    street: dto.street,
    area: dto.district,
    landmark: dto.landmark,
    coordinates: dto.lat !== null && dto.long !== null ? { lat: dto.lat, long: dto.long } : null,
  };
}

function addressesFromDto(dto: UserAddressesDto): UserAddresses {
  return {
    home: dto.home_address ? addressFromDto(dto.home_address) : null,
    work: dto.work_address ? addressFromDto(dto.work_address) : null,
    others: dto.other_addresses.map(addressFromDto),
    selectedAddressId: dto.selectedAddressId,
  };
}

/** The API's field names; the form has no floor, so it is sent empty. */
function addressInput(address: AddressDetails & Pick<SavedAddress, 'type'>): AddressInput {
  return {
    name: address.title,
    building: address.building,
    street: address.street,
    floor: '',
    room: address.flatOrVillaNumber,
    landmark: address.landmark,
    district: address.area,
    lat: address.coordinates?.lat ?? null,
    long: address.coordinates?.long ?? null,
    type: address.type,
    description: addressDescription(address),
  };
}

/**
 * The signed-in customer's addresses on the wallet service. Every call needs the session the start-up
 * signed in (a guest's anonymous session counts); without one the server answers Session Expired.
 */
export class HttpAddressBook implements AddressBook {
  constructor(private readonly http: HttpClient) {}

  async load(): Promise<UserAddresses> {
    const body = await this.http.get(accountsPaths.addresses, {}, addressesResponseSchema);
    return addressesFromDto(body.addresses);
  }

  async create(address: NewAddress): Promise<SavedAddress> {
    const body = await this.http.post(
      accountsPaths.createAddress,
      { address: addressInput(address) },
      addressResponseSchema,
    );
    return addressFromDto(body.address);
  }

  async update(address: SavedAddress): Promise<SavedAddress> {
    const body = await this.http.put(
      accountsPaths.updateAddress,
      { address: { ...addressInput(address), query_id: address.queryId } },
      addressResponseSchema,
    );
    return addressFromDto(body.address);
  }

  async remove(address: SavedAddress): Promise<void> {
    await this.http.delete(
      accountsPaths.deleteAddress,
      { address: { ...addressInput(address), query_id: address.queryId } },
      addressesResponseSchema,
    );
  }

  async select(queryId: string | null): Promise<void> {
    await this.http.put(accountsPaths.selectAddress, { address_query_id: queryId }, addressesResponseSchema);
  }
}
