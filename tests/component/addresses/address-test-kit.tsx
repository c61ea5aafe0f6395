import type { StorefrontConfig } from '@/config/storefront-config.schema';
import type { ViewAddresses } from '@/application/addresses/view-addresses.use-case';
import { createAddressesFeature } from '@/app/features/addresses.wiring';
import type { BrowseStoresRequest } from '@/application/catalogue/browse-stores.use-case';
import { featureTokens, type Token } from '@/application/tokens';
import { loaded, useCases } from '../../support/fake-resolver';
import type { UserAddresses } from '@/domain/addresses/address';
import { interactiveMapToken } from '@/presentation/components/map/interactive-map';
import { AddressDialogsMount } from '@/presentation/pages/addresses/address-dialogs-mount';
import { useOpenAddresses } from '@/presentation/pages/addresses/use-open-addresses';
import { StoreListingPage } from '@/presentation/pages/store-listing/store-listing-page';
import { InMemoryAddressBook } from '../../support/fakes/in-memory-address-book';
import { InMemoryAddressLookup } from '../../support/fakes/in-memory-address-lookup';
import { InMemoryAddressSearch } from '../../support/fakes/in-memory-address-search';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';
import type { Language } from '@/presentation/i18n/i18n';

/** The listing with the address dialog mounted as the app shell and routes mount it. */
function ListingWithAddresses() {
  const openAddresses = useOpenAddresses();
  return (
    <>
      <StoreListingPage onOpenAddresses={openAddresses} />
      <AddressDialogsMount />
    </>
  );
}

export interface AddressWorld {
  readonly addressBook: InMemoryAddressBook;
  readonly addressLookup: InMemoryAddressLookup;
  /** Every store request the listing made, to see it reload for new coordinates. */
  readonly storeRequests: BrowseStoresRequest[];
}

/**
 * The real address use cases over in-memory ports, a listing that answers no stores and no Google map.
 * `viewAddresses` replaces the loading use case, for loading and failing states.
 */
export async function renderAddresses(
  options: {
    addresses?: UserAddresses;
    viewAddresses?: ViewAddresses;
    language?: Language;
    extra?: ReadonlyArray<readonly [Token<unknown>, unknown]>;
    config?: StorefrontConfig;
    addressSearch?: InMemoryAddressSearch;
  } = {},
) {
  const addressBook = new InMemoryAddressBook(options.addresses);
  const addressLookup = new InMemoryAddressLookup();
  const storeRequests: BrowseStoresRequest[] = [];
  const resolver = fakeResolver([
    [
      useCases.browseStores,
      async (request: BrowseStoresRequest) => {
        storeRequests.push(request);
        return { stores: [], page: request.page, totalStores: 0 };
      },
    ],
    [
      featureTokens.addresses,
      loaded(
        createAddressesFeature({
          addressBook,
          addressLookup,
          addressSearch: options.addressSearch ?? new InMemoryAddressSearch(),
        }),
      ),
    ],
    // A test may replace the reading of the address book (a slow one, a failing one).
    ...(options.viewAddresses ? [[useCases.viewAddresses, options.viewAddresses] as const] : []),
    [interactiveMapToken, null],
    ...(options.extra ?? []),
  ]);
  const view = await renderWithProviders(<ListingWithAddresses />, {
    resolver,
    ...(options.language ? { language: options.language } : {}),
    ...(options.config ? { config: options.config } : {}),
  });
  const world: AddressWorld = { addressBook, addressLookup, storeRequests };
  return { ...view, world };
}
