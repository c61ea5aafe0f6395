import { MerchantApplicationForm } from './merchant-application-form';
import { PartnerPage, type PartnerPageContent } from './partner-page';

const merchantContent: PartnerPageContent = {
  keyPrefix: 'partners.merchants',
  benefitIds: ['customers', 'delivery', 'orders'],
  faqIds: ['who', 'cost', 'time', 'menu', 'payouts'],
};

/** /merchants: selling through the storefront, the merchant FAQ and the merchant's application form. */
export function MerchantsPage() {
  return <PartnerPage content={merchantContent} form={<MerchantApplicationForm />} />;
}
