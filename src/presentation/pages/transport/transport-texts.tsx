import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translations as en } from '../../i18n/locales/en-transport';
import { translations as fi } from '../../i18n/locales/fi-transport';

/** The namespace the other screens' texts live in; transport's join it. */
const laterNamespace = 'later';
const transportTexts = { en, fi } as const;

/** Adds the language's transport texts unless they are there: i18next merges, so adding again changes nothing. */
function addTexts(i18n: I18n, language: 'en' | 'fi'): void {
  if (!i18n.exists('rides.start.title', { lng: language })) {
    i18n.addResourceBundle(language, laterNamespace, transportTexts[language], true, true);
  }
}

/**
 * Transport mode's texts come with its screens' own download, not with every storefront's texts. What this wraps
 * renders with the texts of the language in use, added again after a language switch (which re-renders it).
 */
export function TransportTexts(props: { readonly children: ReactNode }) {
  const { i18n } = useTranslation();
  addTexts(i18n, (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'fi');
  return <>{props.children}</>;
}
