import type { Clock } from '../shared/clock';
import type { Outbox } from '../outbox/index';
import type { ApplicationRepository } from './store/application-repository';
import type { UploadStore } from './store/upload-store';

/** What the application forms' routes and their service are handed. */
export interface ApplicationsContext {
  readonly applications: ApplicationRepository;
  readonly outbox: Outbox;
  readonly clock: Clock;
  readonly uploads: UploadStore;
}
