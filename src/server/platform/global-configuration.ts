import type { ConfigurationEntry } from '@/contract/platform/configurations.contract';

/**
 * The global settings every store shares unless it overrides them (a store's override_delivery_fee).
 * A constant list in code for now: a table for a host to edit needs a migration of its own.
 * Fees are integer minor units of the seed's currency.
 */
export const globalConfiguration = {
  /** 3.90 €, charged on delivery orders of stores that set no fee of their own. */
  delivery_fee: 390,
  /** No service fee by default; a host that charges one sets it here. */
  service_fee: 0,
  currency: 'EUR',
} as const satisfies Record<string, ConfigurationEntry['value']>;

export type ConfigurationIdentifier = keyof typeof globalConfiguration;

/** The list as the API answers it, in a stable order. */
export function configurationEntries(): ConfigurationEntry[] {
  return Object.entries(globalConfiguration).map(([identifier, value]) => ({ identifier, value }));
}
