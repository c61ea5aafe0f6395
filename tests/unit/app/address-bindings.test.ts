import { buildContainer, resolverFor } from '@/app/container';
import { portTokens, useCaseTokens } from '@/application/tokens';
import { parseStorefrontConfig } from '@/config/parse-config';
import { HttpAddressBook } from '@/infrastructure/api/http-address-book';
import { GoogleAddressLookup, NoAddressLookup } from '@/infrastructure/geo/google-address-lookup';
import { interactiveMapToken } from '@/presentation/components/map/interactive-map';

function config(overrides: Record<string, unknown> = {}) {
  const parsed = parseStorefrontConfig(overrides);
  if (!parsed.ok) throw new Error(`invalid test configuration: ${JSON.stringify(parsed.problems)}`);
  return parsed.config;
}

describe('the composition root binds the addresses and maps', () => {
  it('serves the address use cases over the wallet service, its adapter loaded on the first call', async () => {
    const book = { home_address: null, work_address: null, other_addresses: [], selectedAddressId: null };
    const load = jest.spyOn(HttpAddressBook.prototype, 'load').mockResolvedValue(book as never);
    const container = buildContainer(config());
    await expect(resolverFor(container).resolve(useCaseTokens.viewAddresses)()).resolves.toBe(book);
    expect(load).toHaveBeenCalledTimes(1);
    for (const token of [
      useCaseTokens.viewAddresses,
      useCaseTokens.saveAddress,
      useCaseTokens.deleteAddress,
      useCaseTokens.selectAddress,
      useCaseTokens.pickAddressOnMap,
    ]) {
      expect(typeof container.get<unknown>(token)).toBe('function');
    }
  });

  afterEach(() => jest.restoreAllMocks());

  it('without a maps key: no geocoder (loaded on first use) and no interactive map, so the static map shows', async () => {
    const none = jest.spyOn(NoAddressLookup.prototype, 'placeAt');
    const google = jest.spyOn(GoogleAddressLookup.prototype, 'placeAt');
    const container = buildContainer(config());
    await expect(
      resolverFor(container).resolve(portTokens.addressLookup).placeAt({ lat: 60.17, long: 24.94 }),
    ).resolves.toBeNull();
    expect([none.mock.calls.length, google.mock.calls.length]).toEqual([1, 0]);
    expect(container.get(interactiveMapToken)).toBeNull();
  });

  it("with a maps key: Google's geocoder (loaded on first use) and a lazily loaded map", async () => {
    const google = jest.spyOn(GoogleAddressLookup.prototype, 'placeAt').mockResolvedValue(null);
    const container = buildContainer(config({ mapsApiKey: 'test-key' }));
    await resolverFor(container).resolve(portTokens.addressLookup).placeAt({ lat: 60.17, long: 24.94 });
    expect(google).toHaveBeenCalledWith({ lat: 60.17, long: 24.94 });
    const map = container.get(interactiveMapToken);
    expect(map).not.toBeNull();
    expect((map as { $$typeof?: symbol } | null)?.$$typeof).toBe(Symbol.for('react.lazy'));
  });
});
