import { hashPin } from '../../accounts/index';
import type { ServerDatabase } from '../../db/database';
import { StaffRepository, type NewStaffMember } from './staff-repository';

/**
 * The staff accounts the README lists: each signs in to the merchant service for its own store only. Each store
 * has a staff member and an owner, so both roles of the console can be tried.
 */
export const demoStaff = [
  {
    queryId: 'staff-sataman-helmi',
    username: 'helmi-staff',
    password: 'helmi-2026',
    fullName: 'Helmi Kitchen',
    storeQueryId: 'sataman-helmi',
    consoleRole: 'staff',
  },
  {
    queryId: 'staff-kallion-keittio',
    username: 'kallio-staff',
    password: 'kallio-2026',
    fullName: 'Kallio Kitchen',
    storeQueryId: 'kallion-keittio',
    consoleRole: 'staff',
  },
  {
    queryId: 'owner-sataman-helmi',
    username: 'helmi-owner',
    password: 'helmi-owner-2026',
    fullName: 'Helmi Owner',
    storeQueryId: 'sataman-helmi',
    consoleRole: 'owner',
  },
  {
    queryId: 'owner-kallion-keittio',
    username: 'kallio-owner',
    password: 'kallio-owner-2026',
    fullName: 'Kallio Owner',
    storeQueryId: 'kallion-keittio',
    consoleRole: 'owner',
  },
] as const;

/** The demo staff into an empty staff table; a store the catalogue did not seed gets no account. */
export async function seedStaffIfEmpty(db: ServerDatabase): Promise<void> {
  const repository = new StaffRepository(db);
  if ((await repository.count()) > 0) return;
  const members: NewStaffMember[] = [];
  for (const demo of demoStaff) {
    const companyId = await repository.storeId(demo.storeQueryId);
    if (companyId === null) continue;
    members.push({
      queryId: demo.queryId,
      username: demo.username,
      passwordHash: await hashPin(demo.password),
      fullName: demo.fullName,
      companyId,
      consoleRole: demo.consoleRole,
      createdAt: new Date(),
    });
  }
  await repository.add(members);
}
