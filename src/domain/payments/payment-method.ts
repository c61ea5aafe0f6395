/** The ways an invoice can be paid, spelled as a host lists them in its configuration. */
export const paymentMethods = [
  'CASH',
  'NEST_MOBILE_PAY',
  'NEST_CARD_PAY',
  'STRIPE',
  'PAYMENT_BY_CARD_BANK_ALFALAH',
  'PAYMENT_BY_SONERI',
] as const;

export type PaymentMethod = (typeof paymentMethods)[number];

/** The bank card form belongs to a Pakistani bank, so where the storefront runs decides whether it can be offered. */
export const hostKinds = ['PAKISTAN', 'INTERNATIONAL'] as const;

export type HostKind = (typeof hostKinds)[number];

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (paymentMethods as readonly string[]).includes(value);
}

/** Only the Pakistan host can take the bank card form; every other method goes wherever a host enables it. */
export function methodAllowedOnHost(method: PaymentMethod, host: HostKind): boolean {
  return method !== 'PAYMENT_BY_CARD_BANK_ALFALAH' || host === 'PAKISTAN';
}

/**
 * The methods the checkout offers: the ones the host enabled and no others, in the host's order,
 * each once, minus those its kind of host cannot take.
 */
export function availablePaymentMethods(enabled: readonly PaymentMethod[], host: HostKind): readonly PaymentMethod[] {
  const offered: PaymentMethod[] = [];
  for (const method of enabled) {
    if (!offered.includes(method) && methodAllowedOnHost(method, host)) offered.push(method);
  }
  return offered;
}
