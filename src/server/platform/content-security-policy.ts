import type { PolicySources } from './policy-sources';

/** What Google's Maps JavaScript API loads: its script, tiles and fonts, and the calls it makes. */
const googleMaps = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  frame: ['https://*.google.com'],
} as const;

/**
 * The storefront page's Content-Security-Policy, as helmet's directives. Scripts come only from this origin
 * (and Google's maps loader when a key is configured): the build has no inline script, and the configuration
 * block in index.html is a JSON data block, which is never run.
 */
export function contentSecurityPolicy(sources: PolicySources): Record<string, string[]> {
  const maps = sources.googleMaps;
  const api = [...sources.apiOrigins];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(maps ? googleMaps.script : [])],
    // 'unsafe-inline' for styles only: styled-components writes the page's styles into <style> elements at run
    // time and cannot be given a nonce here. Styles cannot run script; scripts stay without 'unsafe-inline'.
    styleSrc: ["'self'", "'unsafe-inline'", ...(maps ? googleMaps.style : [])],
    // Product and store pictures may come from any https host a catalogue names; a picture cannot run script.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', ...(maps ? googleMaps.font : [])],
    connectSrc: [
      "'self'",
      ...api,
      ...(maps ? googleMaps.connect : []),
      ...(sources.geocoderOrigin ? [sources.geocoderOrigin] : []),
    ],
    // The payment terminal and the bank card form are framed from the API's origin (a live card terminal from its
    // provider's), the newsletter form from the host's form service.
    frameSrc: [
      "'self'",
      ...api,
      ...(sources.networkCardTerminalOrigin ? [sources.networkCardTerminalOrigin] : []),
      ...(maps ? googleMaps.frame : []),
      ...(sources.newsletterOrigin ? [sources.newsletterOrigin] : []),
    ],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    formAction: ["'self'", ...api],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // No foreign page may frame the shop (clickjacking); the sandbox pages the shop frames say 'self' themselves.
    frameAncestors: ["'none'"],
  };
}
