import fastifyMultipart from '@fastify/multipart';
import { accountsClock } from '../shared/clock';
import type { ServerModule } from '../modules/server-module';
import { Outbox } from '../outbox/index';
import { ApplicationRepository } from './store/application-repository';
import { registerApplicationRoutes } from './routes/application-routes';
import { multipartLimits } from './routes/multipart-form';
import { UploadStore } from './store/upload-store';

/**
 * The merchant and rider application forms. Multipart parsing is registered inside this module's own scope,
 * so every other route keeps refusing multipart bodies and parses JSON exactly as before.
 */
export const partnerApplicationsModule: ServerModule = {
  name: 'partner-applications',
  async register(app, { db, nodeEnv, uploadsDir }) {
    const clock = accountsClock(nodeEnv);
    await app.register(async (scope) => {
      await scope.register(fastifyMultipart, { limits: multipartLimits });
      registerApplicationRoutes(scope, {
        applications: new ApplicationRepository(db),
        outbox: new Outbox(db, app.log, clock),
        clock,
        uploads: new UploadStore(uploadsDir),
      });
    });
  },
};
