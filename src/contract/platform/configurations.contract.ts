import { boundedList, boundedText, nonEmptyText, textLimits } from '../common/fields';
import * as z from 'zod/mini';

/** Path of the global configuration list under the wallet service's v1 base. */
export const configurationsPath = 'configurations';

/** The most settings the list may hold: it is a constant list in the server's code (three today), not data. */
export const mostConfigurations = 50;

/** One global setting: fees are integer minor units (cents), other values are text. */
export const configurationEntrySchema = z.object({
  identifier: nonEmptyText(100),
  value: z.union([z.int(), boundedText(textLimits.line)]),
});

/** Answer of GET /api/v1/configurations. */
export const configurationsResponseSchema = z.object({
  configurations: boundedList(configurationEntrySchema, mostConfigurations),
});

export type ConfigurationEntry = z.infer<typeof configurationEntrySchema>;
export type ConfigurationsResponse = z.infer<typeof configurationsResponseSchema>;
