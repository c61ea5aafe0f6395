import type { LanguageSource } from '@/infrastructure/http/request-headers';

/**
 * The screens' language as the page states it: bootstrap keeps the root element's lang equal to i18next's language,
 * so every request says the language the visitor reads. Nothing outside a browser (the first-screen server names
 * its language itself).
 */
export const documentLanguage: LanguageSource = () => globalThis.document?.documentElement.lang || undefined;
