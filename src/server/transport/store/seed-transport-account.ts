import { hashPin } from '../../accounts/index';
import type { ServerDatabase } from '../../db/database';
import { StaffRepository } from '../../merchant/index';

interface TransportAccount {
  readonly username: string;
  readonly password: string;
  readonly fullName: string;
  readonly storeQueryId: string;
}

/** The account transport mode is configured with, as the README lists it; it books the harbour restaurant's rides. */
export const demoTransportAccount = {
  username: 'transport-demo',
  password: 'transport-2026',
  fullName: 'Transport Desk',
  storeQueryId: 'sataman-helmi',
} as const satisfies TransportAccount;

/** A second store's transport desk, so one account's rides can be shown to stay out of another's reach. */
const kallioTransportAccount = {
  username: 'transport-kallio',
  password: 'transport-kallio-2026',
  fullName: 'Kallio Transport Desk',
  storeQueryId: 'kallion-keittio',
} as const satisfies TransportAccount;

const transportAccounts: readonly TransportAccount[] = [demoTransportAccount, kallioTransportAccount];

/**
 * Adds each transport account that is missing (also to a database seeded before they existed). It runs after
 * the merchant seed, which only fills an empty staff table.
 */
export async function seedTransportAccount(db: ServerDatabase): Promise<void> {
  const repository = new StaffRepository(db);
  for (const account of transportAccounts) {
    if ((await repository.findByUsername(account.username)) !== null) continue;
    const companyId = await repository.storeId(account.storeQueryId);
    if (companyId === null) continue;
    await repository.add([
      {
        queryId: `transport-${account.storeQueryId}`,
        username: account.username,
        passwordHash: await hashPin(account.password),
        fullName: account.fullName,
        companyId,
        role: 'transport',
        createdAt: new Date(),
      },
    ]);
  }
}
