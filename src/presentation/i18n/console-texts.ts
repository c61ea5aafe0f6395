import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleTranslations } from './locales/console';

/**
 * Adds the console's texts to the app's i18next once, before the first console page renders its first text.
 * Both languages go in together, so switching language in the console needs no download.
 */
export function useConsoleTexts(): void {
  const { i18n } = useTranslation();
  useState(() => {
    for (const [language, texts] of Object.entries(consoleTranslations)) {
      if (!i18n.hasResourceBundle(language, 'console')) {
        i18n.addResourceBundle(language, 'console', texts, true, true);
      }
    }
    return true;
  });
}
