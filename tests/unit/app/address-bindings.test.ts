import { buildContainer } from '@/app/container';
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
  it('serves the address use cases over the wallet service', () => {
    const container = buildContainer(config());
    expect(container.get(portTokens.addressBook)).toBeInstanceOf(HttpAddressBook);
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

  it('without a maps key: no geocoder and no interactive map, so the static map shows', () => {
    const container = buildContainer(config());
    expect(container.get(portTokens.addressLookup)).toBeInstanceOf(NoAddressLookup);
    expect(container.get(interactiveMapToken)).toBeNull();
  });

  it("with a maps key: Google's geocoder and a lazily loaded map", () => {
    const container = buildContainer(config({ mapsApiKey: 'test-key' }));
    expect(container.get(portTokens.addressLookup)).toBeInstanceOf(GoogleAddressLookup);
    const map = container.get(interactiveMapToken);
    expect(map).not.toBeNull();
    expect((map as { $$typeof?: symbol } | null)?.$$typeof).toBe(Symbol.for('react.lazy'));
  });
});
