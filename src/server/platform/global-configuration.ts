import type { ConfigurationEntry } from '@/contract/platform/configurations.contract';
import type { Money } from '@/domain/pricing/money';

/** A fee or amount of the list, in integer minor units of the seed's currency. */
interface MoneySetting<Identifier extends string> {
  readonly identifier: Identifier;
  readonly value: Money;
}

interface TextSetting<Identifier extends string> {
  readonly identifier: Identifier;
  readonly value: string;
}

const money = <Identifier extends string>(identifier: Identifier, value: Money): MoneySetting<Identifier> => ({
  identifier,
  value,
});
const text = <Identifier extends string>(identifier: Identifier, value: string): TextSetting<Identifier> => ({
  identifier,
  value,
});

/**
 * The global settings every store shares, in the order GET /api/v1/configurations lists them. Invoice pricing
 * reads its fees from here (configuredFee), so the fee a customer is charged is always the listed one.
 * A constant list in code: a table for a host to edit would need a migration of its own.
 */
export const globalConfiguration = [
  /** 3.90 €, charged on orders that go to the customer's address; a pickup pays none. */
  money('delivery_fee', 390),
  /** No service fee by default; a host that charges one sets it here. */
  money('service_fee', 0),
  text('currency', 'EUR'),
] as const satisfies readonly ConfigurationEntry[];

type Setting = (typeof globalConfiguration)[number];

export type ConfigurationIdentifier = Setting['identifier'];

/** The settings that are amounts of money: the fees. */
export type FeeIdentifier = Extract<Setting, { value: Money }>['identifier'];

/** A fee of the list, in minor units. */
export function configuredFee(identifier: FeeIdentifier): Money {
  const setting = globalConfiguration.find((candidate) => candidate.identifier === identifier);
  // FeeIdentifier admits only listed money settings, so a miss is a bug in this file.
  if (setting === undefined || typeof setting.value !== 'number') throw new Error(`No fee ${identifier} in the list`);
  return setting.value;
}

/** The list as the API answers it. */
export function configurationEntries(): ConfigurationEntry[] {
  return globalConfiguration.map(({ identifier, value }) => ({ identifier, value }));
}
