import type { Container } from 'inversify';
import type { AddressBook } from '@/application/ports/address-book.port';
import { portTokens, useCaseTokens } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import type { HttpClient } from '@/infrastructure/http/http-client';
import { interactiveMapToken } from '@/presentation/components/map/interactive-map';
import { lazyInteractiveMap } from '@/presentation/components/map/lazy-interactive-map';
import type { AddressLookup } from '@/application/ports/address-lookup.port';
import { lazyFunction, lazyPort } from './lazy-port';

/**
 * The address book on the wallet service, geocoding and the map. Google is used only when the
 * configuration names a maps key; its code is a chunk of its own, fetched when a map is first shown.
 */
export function bindAddresses(container: Container, config: StorefrontConfig, walletV1Client: symbol): void {
  const mapsApiKey = config.mapsApiKey;
  // What only the address dialogs use loads with them, not with the first page.
  const addressUseCases = () => import(/* webpackChunkName: "addresses" */ './address-use-cases');
  // The address book is first read right after the first screen (to restore the selected address), so its
  // adapter, contract and reading use case come in a chunk of their own then.
  const addressBookChunk = () => import(/* webpackChunkName: "address-book" */ './address-book');
  container.bind(portTokens.addressBook).toDynamicValue((context) => {
    const client = context.get<HttpClient>(walletV1Client);
    return lazyPort(() => addressBookChunk().then((module) => new module.HttpAddressBook(client)));
  });
  container
    .bind(portTokens.addressLookup)
    .toDynamicValue(() =>
      lazyPort(() =>
        import(/* webpackChunkName: "addresses" */ '@/infrastructure/geo/google-address-lookup').then((module) =>
          mapsApiKey ? new module.GoogleAddressLookup() : new module.NoAddressLookup(),
        ),
      ),
    );
  container
    .bind(interactiveMapToken)
    .toConstantValue(
      mapsApiKey
        ? lazyInteractiveMap(() =>
            import(/* webpackChunkName: "google-map" */ '@/infrastructure/geo/google-place-map').then((module) =>
              module.createGooglePlaceMap(mapsApiKey),
            ),
          )
        : null,
    );
  const addressBook = () => ({ addressBook: container.get<AddressBook>(portTokens.addressBook) });
  container.bind(useCaseTokens.viewAddresses).toDynamicValue(() => {
    const deps = addressBook();
    return lazyFunction(() => addressBookChunk().then((module) => module.createViewAddresses(deps)));
  });
  container.bind(useCaseTokens.saveAddress).toDynamicValue(() => {
    const deps = addressBook();
    return lazyFunction(() => addressUseCases().then((module) => module.createSaveAddress(deps)));
  });
  container.bind(useCaseTokens.deleteAddress).toDynamicValue(() => {
    const deps = addressBook();
    return lazyFunction(() => addressUseCases().then((module) => module.createDeleteAddress(deps)));
  });
  container.bind(useCaseTokens.selectAddress).toDynamicValue(() => {
    const deps = addressBook();
    return lazyFunction(() => addressUseCases().then((module) => module.createSelectAddress(deps)));
  });
  container.bind(useCaseTokens.pickAddressOnMap).toDynamicValue(() => {
    const deps = { addressLookup: container.get<AddressLookup>(portTokens.addressLookup) };
    return lazyFunction(() => addressUseCases().then((module) => module.createPickAddressOnMap(deps)));
  });
}
