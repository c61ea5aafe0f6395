import { useTranslation } from 'react-i18next';
import { FaqItem } from './faq-item';
import { InfoPageLayout } from '../../components/info-page/info-page-layout';

/** The customer's questions, from placing an order to what happens after. */
const questions = [
  'order',
  'account',
  'deliveryArea',
  'cancel',
  'payment',
  'voucher',
  'track',
  'receipt',
  'refund',
  'alcohol',
] as const;

/** `/faqs`: the customer FAQ, each answer behind its question. */
export function FaqsPage() {
  const { t } = useTranslation();
  return (
    <InfoPageLayout title={t('infoPages.faqs.title')}>
      <p>{t('infoPages.faqs.intro')}</p>
      {questions.map((id) => (
        <FaqItem
          key={id}
          question={t(`infoPages.faqs.items.${id}.question`)}
          answer={t(`infoPages.faqs.items.${id}.answer`)}
        />
      ))}
    </InfoPageLayout>
  );
}
