import { createHash } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Clock } from '../../shared/clock';
import { newSessionToken, sessionTokenHash } from '../../shared/session/session-token';
import type { ServerDatabase } from '../../db/database';
import { companies } from '../../catalogue/index';
import { staff } from '../../accounts/index';
import { transportRiderSessions, transportRiders } from '../transport-schema';
import { randomCode } from '../../shared/random-code';

/** A rider's session lasts as long as a staff session; the browser signs in again on the 419 that follows. */
export const riderSessionLifetimeMs = 16 * 60 * 60 * 1000;

/** The host's transport desk: the transport account whose store the riders' rides are for. */
export interface TransportDesk {
  readonly staffId: number;
  readonly companyId: number;
  readonly companyQueryId: string;
  readonly name: string;
  readonly shopName: string | null;
}

/** Who a valid rider session belongs to, and the desk (store) its rides are booked through. */
export interface Rider {
  readonly riderId: number;
  readonly queryId: string;
  readonly deskStaffId: number;
  readonly companyId: number;
  readonly companyQueryId: string;
}

export interface OpenedRiderSession {
  readonly rider: Rider;
  readonly token: string;
  readonly expiresAt: Date;
}

/**
 * The device id is the rider's credential, as a guest's is: kept as its SHA-256 only, like a token, so the
 * database never holds what would let someone act as the rider.
 */
export const deviceHash = (deviceId: string) => createHash('sha256').update(deviceId).digest('base64url');

/** Riders and their sessions: the same device id always finds the same rider of a desk. */
export class RiderSessions {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock,
  ) {}

  /**
   * The desk named by username, or without one the oldest transport account (the one the seed adds first); null
   * when there is none, so nobody can book.
   */
  async desk(username: string | undefined): Promise<TransportDesk | null> {
    const [row] = await this.db
      .select({
        staffId: staff.id,
        companyId: staff.companyId,
        companyQueryId: companies.queryId,
        name: companies.name,
        shopName: companies.shopName,
      })
      .from(staff)
      .innerJoin(companies, eq(companies.id, staff.companyId))
      .where(
        username === undefined
          ? eq(staff.role, 'transport')
          : and(eq(staff.role, 'transport'), eq(staff.username, username)),
      )
      .orderBy(asc(staff.id))
      .limit(1);
    return row ?? null;
  }

  /** Finds the device's rider of this desk, or adds it, and opens a new session for it. */
  async signIn(deviceId: string, desk: TransportDesk): Promise<OpenedRiderSession> {
    const hash = deviceHash(deviceId);
    const now = this.clock();
    // Two first sign-ins of one device at once both insert; the unique index keeps one and the other reads it.
    await this.db
      .insert(transportRiders)
      .values({
        queryId: `rider_${randomCode(26)}`,
        deviceHash: hash,
        deskStaffId: desk.staffId,
        createdAt: new Date(now),
      })
      .onConflictDoNothing();
    const [found] = await this.db
      .select({ id: transportRiders.id, queryId: transportRiders.queryId })
      .from(transportRiders)
      .where(and(eq(transportRiders.deviceHash, hash), eq(transportRiders.deskStaffId, desk.staffId)))
      .limit(1);
    if (found === undefined) throw new Error('The rider was not stored');
    const token = newSessionToken();
    const expiresAt = new Date(now + riderSessionLifetimeMs);
    await this.db
      .insert(transportRiderSessions)
      .values({ tokenHash: sessionTokenHash(token), riderId: found.id, createdAt: new Date(now), expiresAt });
    const rider: Rider = {
      riderId: found.id,
      queryId: found.queryId,
      deskStaffId: desk.staffId,
      companyId: desk.companyId,
      companyQueryId: desk.companyQueryId,
    };
    return { rider, token, expiresAt };
  }

  /** The rider of an unexpired session with this token, or null. */
  async find(token: string): Promise<Rider | null> {
    const [row] = await this.db
      .select({
        riderId: transportRiders.id,
        queryId: transportRiders.queryId,
        deskStaffId: transportRiders.deskStaffId,
        companyId: staff.companyId,
        companyQueryId: companies.queryId,
      })
      .from(transportRiderSessions)
      .innerJoin(transportRiders, eq(transportRiders.id, transportRiderSessions.riderId))
      .innerJoin(staff, eq(staff.id, transportRiders.deskStaffId))
      .innerJoin(companies, eq(companies.id, staff.companyId))
      .where(
        and(
          eq(transportRiderSessions.tokenHash, sessionTokenHash(token)),
          gt(transportRiderSessions.expiresAt, new Date(this.clock())),
        ),
      )
      .limit(1);
    return row ?? null;
  }
}
