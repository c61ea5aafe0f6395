import type { ServerModule } from '../modules/server-module';
import { helsinkiGazetteer } from './helsinki-gazetteer';
import { registerGeocoderRoutes } from './routes/geocoder-routes';

/**
 * A geocoder for the host's area that answers Photon's API, so addresses are found by name without a maps key.
 * Its places are seed data kept in memory (a few hundred at most): nothing to migrate, nothing a rider changes.
 */
export const geocoderModule: ServerModule = {
  name: 'geocoder',
  register(app) {
    registerGeocoderRoutes(app, helsinkiGazetteer);
  },
};
