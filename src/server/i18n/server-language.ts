import type { FastifyRequest } from 'fastify';

/** The languages the server writes its messages in: the storefront's own two. */
export const serverLanguages = ['fi', 'en'] as const;
export type ServerLanguage = (typeof serverLanguages)[number];

/**
 * English for a caller that names neither language: the contract documents the API's English words, and its
 * other clients (scripts, a host's own apps) keep reading them. The storefront always names its screen's
 * language, Finnish from the start, so no screen depends on this default.
 */
export const defaultServerLanguage: ServerLanguage = 'en';

export const isServerLanguage = (tag: string): tag is ServerLanguage =>
  (serverLanguages as readonly string[]).includes(tag);

/**
 * The language an Accept-Language header asks for among ours: the highest weight wins, the earlier one on a tie
 * ("fi-FI,fi;q=0.9,en;q=0.8" is Finnish, "en-GB,fi;q=0.5" English); the default when it names neither or is missing.
 */
export function languageOfHeader(header: string | undefined): ServerLanguage {
  return namedLanguageOfHeader(header) ?? defaultServerLanguage;
}

/** The language an Accept-Language header asks for among ours, as languageOfHeader; null when it names neither. */
export function namedLanguageOfHeader(header: string | undefined): ServerLanguage | null {
  let best: { language: ServerLanguage; weight: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...parameters] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0] ?? '';
    if (!isServerLanguage(primary)) continue;
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (best === null || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language ?? null;
}

const headerOf = (request: Pick<FastifyRequest, 'headers'>) => {
  const header = request.headers['accept-language'];
  return Array.isArray(header) ? header.join(',') : header;
};

/** The language the request's caller reads: the storefront sends the language its screens are in. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): ServerLanguage {
  return languageOfHeader(headerOf(request));
}

/**
 * The language the request names, or null: the catalogue serves a caller that names neither of ours its stores'
 * own texts, as they wrote them.
 */
export function catalogueLanguage(request: Pick<FastifyRequest, 'headers'>): ServerLanguage | null {
  return namedLanguageOfHeader(headerOf(request));
}
