import { apiHeaders } from '@/contract/headers';
import { walletApiV1 } from '@/contract/api-paths';
import { userEventStreamPath } from '@/contract/realtime/realtime-paths';

/** Words in a query parameter's name that mark its value as a secret, however the rest of the name is spelt. */
const secretNameParts = ['token', 'session', 'secret', 'password', 'passwd', 'auth', 'key', 'pin', 'otp'];

/** Paths whose query values are never logged: the event stream carries the session token in its query. */
const pathsWithoutQueryValues = new Set([`${walletApiV1}/${userEventStreamPath}`]);

export const redactedValue = '[redacted]';

/**
 * The URL as it may be logged, the rest left as it came: on the event stream every query value replaced;
 * elsewhere the value of every parameter whose name speaks of a secret (a misspelt token parameter included)
 * and of every value that looks like a token, whatever its name.
 */
export function urlWithoutSecrets(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  const redactAll = pathsWithoutQueryValues.has(path);
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const nameEnd = pair.indexOf('=');
      const name = nameEnd === -1 ? pair : pair.slice(0, nameEnd);
      const value = nameEnd === -1 ? '' : pair.slice(nameEnd + 1);
      const secret = redactAll || isSecretName(decoded(name)) || looksLikeToken(decoded(value));
      return secret ? `${name}=${redactedValue}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function isSecretName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === apiHeaders.sessionToken || secretNameParts.some((part) => lower.includes(part));
}

/**
 * A long run of letters and digits without spaces, like a session token (43 characters of base64url), a UUID
 * or a hex digest: 20 characters or more, with both letters and digits. Ids and names mostly fall short of it;
 * the few that do not are redacted too, which costs a log reader little.
 */
function looksLikeToken(value: string): boolean {
  return value.length >= 20 && /^[A-Za-z0-9._~+/=-]+$/.test(value) && /\d/.test(value) && /[A-Za-z]/.test(value);
}

/** Decoded, so a %-encoded name or value does not slip through. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
