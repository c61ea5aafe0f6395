/** The application forms' use case, its rules and its adapter: loaded as one chunk with the first application sent. */
export { createSubmitPartnerApplication } from '@/application/partner-application/submit-partner-application.use-case';
export { HttpPartnerApplications } from '@/infrastructure/api/http-partner-applications';
