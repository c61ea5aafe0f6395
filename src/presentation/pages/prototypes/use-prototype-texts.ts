import { useTranslation } from 'react-i18next';

/** The namespace of the prototype screens' texts. */
export const prototypeNamespace = 'prototypes';

/** t() over the prototype screens' texts; PrototypeTexts (./prototype-texts.tsx) has loaded them. */
export function usePrototypeTexts() {
  return useTranslation(prototypeNamespace);
}
