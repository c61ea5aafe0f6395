import { PartnerPage, type PartnerPageContent } from './partner-page';
import { RiderApplicationForm } from './rider-application-form';

const riderContent: PartnerPageContent = {
  keyPrefix: 'partners.riders',
  benefitIds: ['hours', 'pay', 'vehicle'],
  faqIds: ['requirements', 'vehicle', 'hours', 'pay', 'documents'],
};

/** /riders: riding for the storefront, the rider FAQ and the rider's application form. */
export function RidersPage() {
  return <PartnerPage content={riderContent} form={<RiderApplicationForm />} />;
}
