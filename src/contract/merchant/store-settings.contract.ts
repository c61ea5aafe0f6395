import * as z from 'zod/mini';
import { nonEmptyText, textLimits } from '../common/fields';

/** An IANA time zone's name (Europe/Helsinki); the server refuses one its runtime does not know. */
const timeZoneName = () => nonEmptyText(textLimits.code);

/** The owner's settings of their store: the zone its days are counted in, and whether customers see a countdown. */
export const storeSettingsSchema = z.object({
  time_zone: timeZoneName(),
  /** Whether the customer's order page counts down to the kitchen's ready-by estimate. */
  preparation_time_flag: z.boolean(),
});

/** Body of PUT /merchant/v1/store/settings: both settings, as the owner's form sends them. */
export const storeSettingsBodySchema = storeSettingsSchema;

/** Answer of GET and PUT /merchant/v1/store/settings. */
export const storeSettingsResponseSchema = z.object({ settings: storeSettingsSchema });

export type StoreSettingsDto = z.infer<typeof storeSettingsSchema>;
export type StoreSettingsBody = z.infer<typeof storeSettingsBodySchema>;
export type StoreSettingsResponse = z.infer<typeof storeSettingsResponseSchema>;
