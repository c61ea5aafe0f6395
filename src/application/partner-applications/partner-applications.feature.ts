import type { SubmitPartnerApplication } from './submit-partner-application.use-case';

/** The merchant and rider application forms. */
export interface PartnerApplicationsFeature {
  readonly submitPartnerApplication: SubmitPartnerApplication;
}
