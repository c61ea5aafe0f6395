import type { FastifyInstance } from 'fastify';
import type { Clock } from '../shared/clock';
import { spendPinCheckTime, verifyPin } from '../accounts/index';
import type { ServerDatabase } from '../db/database';
import type { StaffRole } from '../accounts/index';
import { normalUsername, type StaffRecord, StaffRepository } from './store/staff-repository';
import { StaffPasswordLockout } from './store/staff-password-lockout';
import { UnknownUsernames } from './unknown-usernames';

/** What a staff or transport sign-in's username and password come to. */
export type StaffPasswordVerdict =
  | { readonly kind: 'SIGNED_IN'; readonly found: StaffRecord }
  | { readonly kind: 'WRONG' }
  | { readonly kind: 'LOCKED'; readonly until: Date };

/**
 * Checks a username and password for one role, counting wrong passwords towards the lock. An unknown name, an
 * account of the other role and a wrong password read alike and lock alike, so no answer tells accounts apart.
 */
export class StaffPasswordCheck {
  private readonly staff: StaffRepository;
  private readonly lockout: StaffPasswordLockout;
  private readonly unknown: UnknownUsernames;

  constructor(db: ServerDatabase, clock: Clock) {
    this.staff = new StaffRepository(db);
    this.lockout = new StaffPasswordLockout(db, clock);
    this.unknown = new UnknownUsernames(clock);
  }

  async check(username: string, password: string, role: StaffRole): Promise<StaffPasswordVerdict> {
    const found = await this.staff.findByUsername(username);
    const name = normalUsername(username);
    const lockedUntil = found ? this.lockout.lockedUntil(found.member) : this.unknown.lockedUntil(name);
    if (lockedUntil !== null) return { kind: 'LOCKED', until: lockedUntil };
    // Without an account the hash is still computed, so the time taken does not tell which names exist.
    const matches = found ? await verifyPin(password, found.member.passwordHash) : await spendPinCheckTime(password);
    if (!found) {
      const lockedNow = this.unknown.recordWrongPassword(name);
      return lockedNow === null ? { kind: 'WRONG' } : { kind: 'LOCKED', until: lockedNow };
    }
    if (matches !== true || found.member.role !== role) {
      const outcome = await this.lockout.recordWrongPassword(found.member.id);
      return outcome.kind === 'LOCKED' ? outcome : { kind: 'WRONG' };
    }
    const lockedMeanwhile = await this.lockout.recordRightPassword(found.member.id);
    return lockedMeanwhile === null ? { kind: 'SIGNED_IN', found } : { kind: 'LOCKED', until: lockedMeanwhile };
  }
}

const checks = new WeakMap<FastifyInstance, StaffPasswordCheck>();

/**
 * The server's one check, shared by the staff and the transport sign-in: an unknown name's wrong passwords are
 * counted once across both routes, as a real account's are in its row.
 */
export function staffPasswordCheckOf(app: FastifyInstance, db: ServerDatabase, clock: Clock): StaffPasswordCheck {
  let check = checks.get(app);
  if (check === undefined) {
    check = new StaffPasswordCheck(db, clock);
    checks.set(app, check);
  }
  return check;
}
