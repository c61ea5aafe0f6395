import { useTranslation } from 'react-i18next';

/**
 * The language the screens are in, for the catalogue's requests: the server serves the stores' and products' texts
 * in the language each request names, so a screen that lists them asks again when the visitor switches language.
 */
export function useCatalogueLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
