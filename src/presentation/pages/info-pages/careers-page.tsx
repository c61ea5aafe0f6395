import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { InfoPageLayout } from '../../components/info-page/info-page-layout';
import { TestimonialCard } from './testimonial-card';

/** One column on a phone, up to three side by side on a wide screen. */
const Testimonials = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const testimonials = ['first', 'second', 'third'] as const;

/** `/careers`: why work here, in the words of three of the staff. */
export function CareersPage() {
  const { t } = useTranslation();
  const testimonialsId = useId();
  const applyId = useId();
  return (
    <InfoPageLayout title={t('infoPages.careers.title')}>
      <p>{t('infoPages.careers.intro')}</p>
      <section aria-labelledby={testimonialsId}>
        <h2 id={testimonialsId}>{t('infoPages.careers.testimonialsHeading')}</h2>
        <Testimonials>
          {testimonials.map((id) => (
            <li key={id}>
              <TestimonialCard
                name={t(`infoPages.careers.testimonials.${id}.name`)}
                role={t(`infoPages.careers.testimonials.${id}.role`)}
                quote={t(`infoPages.careers.testimonials.${id}.quote`)}
              />
            </li>
          ))}
        </Testimonials>
      </section>
      <section aria-labelledby={applyId}>
        <h2 id={applyId}>{t('infoPages.careers.applyHeading')}</h2>
        <p>{t('infoPages.careers.applyBody')}</p>
        <p>
          <Link to="/contact">{t('infoPages.careers.contactLink')}</Link>
        </p>
      </section>
    </InfoPageLayout>
  );
}
