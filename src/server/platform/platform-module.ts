import type { ServerModule } from '../modules/server-module';
import { registerConfigurationsRoute } from './routes/configurations-route';
import { registerMetaRoute } from './routes/meta-route';
import { registerOpenApiRoute } from './routes/openapi-route';
import { deployedVersion, packageVersion } from './package-version';

/** What every host needs around the business calls: the OpenAPI document, meta.json, the global configuration list. */
export const platformModule: ServerModule = {
  name: 'platform',
  register(app, context) {
    registerMetaRoute(app, deployedVersion(context.staticDir));
    registerConfigurationsRoute(app);
    registerOpenApiRoute(app, packageVersion());
  },
};
