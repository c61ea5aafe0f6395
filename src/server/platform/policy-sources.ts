import { readFileSync } from 'node:fs';

/** What the storefront's configuration lets the page reach beyond its own origin. */
export interface PolicySources {
  /** Origins of api.walletBaseUrl and api.merchantBaseUrl when they are absolute (payment pages come from there). */
  readonly apiOrigins: readonly string[];
  /** Google Maps is loaded only when config.json names a key. */
  readonly googleMaps: boolean;
  /** The origin of the host's newsletter form, which the footer's dialog frames; null without one. */
  readonly newsletterOrigin: string | null;
  /** The origin of the network card provider's live terminal (networkCardTerminalUrl), which checkout frames. */
  readonly networkCardTerminalOrigin?: string | null;
  /** The origin of the host's own Photon geocoder (geocoder.photonUrl) when it is not this server; null otherwise. */
  readonly geocoderOrigin?: string | null;
}

export const sameOriginOnly: PolicySources = { apiOrigins: [], googleMaps: false, newsletterOrigin: null };

/**
 * Reads the served config.json once, at start-up: a host who points the API elsewhere or adds a maps key
 * restarts the server for the page's policy to allow it. Without a build or a readable config.json the page
 * reaches only its own origin.
 */
export function policySourcesOf(configFile: string | undefined): PolicySources {
  if (configFile === undefined) return sameOriginOnly;
  let config: unknown;
  try {
    config = JSON.parse(readFileSync(configFile, 'utf8'));
  } catch {
    return sameOriginOnly;
  }
  const { api, mapsApiKey, newsletterFormUrl, networkCardTerminalUrl, geocoder } = (config ?? {}) as {
    api?: Record<string, unknown>;
    mapsApiKey?: unknown;
    newsletterFormUrl?: unknown;
    networkCardTerminalUrl?: unknown;
    geocoder?: Record<string, unknown>;
  };
  const apiOrigins = [api?.walletBaseUrl, api?.merchantBaseUrl]
    .map(absoluteOrigin)
    .filter((origin): origin is string => origin !== null);
  return {
    apiOrigins: [...new Set(apiOrigins)],
    googleMaps: typeof mapsApiKey === 'string' && mapsApiKey.trim() !== '',
    newsletterOrigin: absoluteOrigin(newsletterFormUrl),
    networkCardTerminalOrigin: absoluteOrigin(networkCardTerminalUrl),
    geocoderOrigin: absoluteOrigin(geocoder?.photonUrl),
  };
}

/** The origin of an absolute http(s) URL; null for a path on this origin or anything else. */
function absoluteOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
