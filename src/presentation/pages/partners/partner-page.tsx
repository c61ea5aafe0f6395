import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { InfoPageLayout } from '../../components/info-page/info-page-layout';
import { UntilAlive } from '../../components/until-alive';
import { PartnerFaq } from './partner-faq';

const Benefits = styled.ul`
  padding-inline-start: ${({ theme }) => theme.spacing(2.5)};
  li + li {
    margin-top: ${({ theme }) => theme.spacing(0.5)};
  }
`;

export interface PartnerPageContent {
  /** The i18n subtree of the page: title, intro, benefitsTitle, benefits.<id>, faqTitle, faq.<id>, formTitle. */
  readonly keyPrefix: string;
  readonly benefitIds: readonly string[];
  readonly faqIds: readonly string[];
}

function Section(props: { readonly title: string; readonly children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      {props.children}
    </section>
  );
}

/** A partner's information page: what it offers, the FAQ, then the application form. */
export function PartnerPage(props: { readonly content: PartnerPageContent; readonly form: ReactNode }) {
  const { t } = useTranslation();
  const { keyPrefix, benefitIds, faqIds } = props.content;
  return (
    <InfoPageLayout title={t(`${keyPrefix}.title`)}>
      <p>{t(`${keyPrefix}.intro`)}</p>
      <Section title={t(`${keyPrefix}.benefitsTitle`)}>
        <Benefits>
          {benefitIds.map((id) => (
            <li key={id}>{t(`${keyPrefix}.benefits.${id}`)}</li>
          ))}
        </Benefits>
      </Section>
      <Section title={t(`${keyPrefix}.faqTitle`)}>
        <PartnerFaq keyPrefix={`${keyPrefix}.faq`} ids={faqIds} />
      </Section>
      <Section title={t(`${keyPrefix}.formTitle`)}>
        <UntilAlive>{props.form}</UntilAlive>
      </Section>
    </InfoPageLayout>
  );
}
