import { apiHeaders } from '@/contract/headers';

/** Query parameters whose value must never reach a log: the event stream carries the session token this way. */
const secretParameters = new Set<string>([apiHeaders.sessionToken]);

export const redactedValue = '[redacted]';

/** The URL as it may be logged: every secret query parameter's value replaced, the rest left as it came. */
export function urlWithoutSecrets(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const nameEnd = pair.indexOf('=');
      const name = nameEnd === -1 ? pair : pair.slice(0, nameEnd);
      return secretParameters.has(decodedName(name)) ? `${name}=${redactedValue}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** Decoded and lower-cased, so `X-P3-Mwallet-Session-Token` or a %-encoded name does not slip through. */
function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}
