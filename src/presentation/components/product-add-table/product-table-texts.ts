import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import en from './texts/en.json';
import fi from './texts/fi.json';

/** The product-add table's own namespace: the console and the prototype screens both show the table. */
export const productTableNamespace = 'productTable';

const texts = { en, fi } as const;

/**
 * t() over the table's texts, added to i18next in both languages the first time a table renders. They come
 * with the table's code, so only the chunks that show the table (the console, the prototypes) carry them.
 */
export function useProductTableTexts() {
  const { i18n } = useTranslation();
  useState(() => {
    for (const [language, bundle] of Object.entries(texts)) {
      if (!i18n.hasResourceBundle(language, productTableNamespace)) {
        i18n.addResourceBundle(language, productTableNamespace, bundle, true, true);
      }
    }
    return true;
  });
  return useTranslation(productTableNamespace);
}
