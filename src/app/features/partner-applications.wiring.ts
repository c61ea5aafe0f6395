import type { PartnerApplicationsFeature } from '@/application/partner-applications/partner-applications.feature';
import { createSubmitPartnerApplication } from '@/application/partner-applications/submit-partner-application.use-case';
import type { PartnerApplications } from '@/application/ports/partner-applications.port';
import { HttpPartnerApplications } from '@/infrastructure/api/http-partner-applications';
import type { Build } from './feature-binding';

export interface PartnerApplicationsPorts {
  readonly partnerApplications: PartnerApplications;
}

export function createPartnerApplicationsFeature(ports: PartnerApplicationsPorts): PartnerApplicationsFeature {
  return { submitPartnerApplication: createSubmitPartnerApplication(ports) };
}

export const buildFeature: Build<PartnerApplicationsFeature> = ({ walletV1 }) =>
  createPartnerApplicationsFeature({ partnerApplications: new HttpPartnerApplications(walletV1) });
