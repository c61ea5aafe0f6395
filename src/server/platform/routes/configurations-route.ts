import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { configurationsPath, configurationsResponseSchema } from '@/contract/platform/configurations.contract';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { configurationEntries } from '../global-configuration';

/** GET /api/v1/configurations: the global settings list (delivery_fee and the like), public like the catalogue. */
export function registerConfigurationsRoute(app: FastifyInstance): void {
  const body = checkResponse(configurationsResponseSchema, { configurations: configurationEntries() });
  app.get(
    `${walletApiV1}/${configurationsPath}`,
    withContract({
      summary: 'The global configuration list',
      description: 'identifier/value pairs; fees are integer minor units.',
      tags: ['platform'],
      response: configurationsResponseSchema,
    }),
    async () => body,
  );
}
