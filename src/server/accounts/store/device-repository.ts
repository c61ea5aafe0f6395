import type { ServerDatabase } from '../../db/database';
import { userDevices } from '../accounts-schema';

export type DeviceRow = typeof userDevices.$inferSelect;

/** The browsers users registered for pushes; a browser registering again replaces its push token. */
export class DeviceRepository {
  constructor(private readonly db: ServerDatabase) {}

  async register(userId: number, deviceUuid: string, pushToken: string, at: Date): Promise<DeviceRow> {
    const [row] = await this.db
      .insert(userDevices)
      .values({ userId, deviceUuid, pushToken, registeredAt: at })
      .onConflictDoUpdate({
        target: [userDevices.userId, userDevices.deviceUuid],
        set: { pushToken, registeredAt: at },
      })
      .returning();
    if (!row) throw new Error('The device was not written');
    return row;
  }
}
