import { nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';

/** Path of the global configuration list under the wallet service's v1 base. */
export const configurationsPath = 'configurations';

/** One global setting: fees are integer minor units (cents), other values are text. */
export const configurationEntrySchema = z.object({
  identifier: nonEmptyText(100),
  value: z.union([z.int(), z.string()]),
});

/** Answer of GET /api/v1/configurations. */
export const configurationsResponseSchema = z.object({
  configurations: z.array(configurationEntrySchema),
});

export type ConfigurationEntry = z.infer<typeof configurationEntrySchema>;
export type ConfigurationsResponse = z.infer<typeof configurationsResponseSchema>;
