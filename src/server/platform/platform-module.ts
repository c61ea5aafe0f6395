import type { ServerModule } from '../modules/server-module';

/** What every host needs around the business calls: the OpenAPI document, meta.json, the global configuration list. */
export const platformModule: ServerModule = {
  name: 'platform',
  register() {},
};
