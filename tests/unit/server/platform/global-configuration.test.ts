import { configurationEntries, configuredFee, globalConfiguration } from '@/server/platform/global-configuration';

describe('the global configuration list', () => {
  it('answers identifier/value pairs in the listed order, fees in minor units', () => {
    expect(configurationEntries()).toEqual([
      { identifier: 'delivery_fee', value: 390 },
      { identifier: 'service_fee', value: 0 },
      { identifier: 'currency', value: 'EUR' },
    ]);
  });

  it('gives pricing the very fee the list holds', () => {
    for (const identifier of ['delivery_fee', 'service_fee'] as const) {
      expect(configuredFee(identifier)).toBe(
        globalConfiguration.find((entry) => entry.identifier === identifier)?.value,
      );
    }
  });
});
