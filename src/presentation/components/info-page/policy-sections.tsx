import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStorefrontConfig } from '../../config/config-context';
import { Paragraphs } from './paragraphs';

/** The built-in texts that come in titled sections, by their key under `infoPages`. */
export type PolicyKey = 'terms' | 'privacy' | 'cookies' | 'arenaTerms';

/** Where a policy's introduction and sections are: the storefront's information pages, or transport mode's own. */
export type PolicyTexts = `infoPages.${PolicyKey}` | 'transport.info.terms' | 'transport.info.privacy';

function PolicySection(props: { texts: PolicyTexts; section: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const base = `${props.texts}.sections.${props.section}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${base}.title`)}</h2>
      <Paragraphs text={t(`${base}.body`)} />
    </section>
  );
}

/**
 * A policy's text: the host's own when configured, otherwise the built-in introduction and sections.
 * The host's text replaces the built-in one whole, since a host's lawyers word their terms as one document.
 */
export function PolicySections(props: {
  texts: PolicyTexts;
  sections: readonly string[];
  configuredText?: string | null;
}) {
  const { t } = useTranslation();
  const { brandName } = useStorefrontConfig();
  if (props.configuredText) return <Paragraphs text={props.configuredText} />;
  return (
    <>
      <p>{t(`${props.texts}.intro`, { brand: brandName })}</p>
      {props.sections.map((section) => (
        <PolicySection key={section} texts={props.texts} section={section} />
      ))}
    </>
  );
}
