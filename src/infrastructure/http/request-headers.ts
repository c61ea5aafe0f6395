import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import type { SessionStore } from '@/application/ports/session-store.port';
import { apiHeaders } from '@/contract/headers';
import type { Coordinates } from '@/domain/catalogue/store';
import { defaultMapCentre } from '@/domain/geo/default-map-centre';
import { fallbackDeviceId } from '@/domain/session/session';

/** The headers a request carries, read anew for every request so a new session token is sent at once. */
export type HeaderSource = () => Promise<Readonly<Record<string, string>>>;

/** The spec's fallback push token for a browser without push messaging. */
export const fallbackPushToken = 'NO_PUSH_TOKEN';

/** The storefront is a web client; the wallet service knows its callers by device type. */
export const deviceType = 'DESKTOP';

/**
 * The position headers. The spec sends a fixed pair, not the customer's position: the customer's address
 * travels in the calls that need it (the store list's lat and long), and a fixed pair asks for no location
 * permission. The configured pair, or the spec's default map centre when none is given.
 */
function positionHeaders(coordinates: Coordinates | undefined): Record<string, string> {
  const { lat, long } = coordinates ?? defaultMapCentre;
  return { [apiHeaders.latitude]: String(lat), [apiHeaders.longitude]: String(long) };
}

/** The language of the screens at the moment of the request ("fi", "en"); none when it is not known yet. */
export type LanguageSource = () => string | undefined;

/**
 * The screens' language as the page states it: bootstrap keeps the root element's lang equal to i18next's language.
 * Nothing outside a browser, where the caller names the language itself (the first-screen server).
 */
const documentLanguage: LanguageSource = () => globalThis.document?.documentElement.lang || undefined;

function languageHeader(language: LanguageSource = documentLanguage): Record<string, string> {
  const current = language();
  // The standard header: the server writes its messages and the catalogue in the language it names.
  return current ? { 'accept-language': current } : {};
}

export interface WalletHeaderDeps {
  /** Sent as x-api-key when the host configured one. */
  readonly apiKey?: string | null;
  /** Sent as x-latitude and x-longitude; the spec's default map centre when left out. */
  readonly coordinates?: Coordinates;
  readonly deviceIdentity: DeviceIdentity;
  readonly sessionStore: SessionStore;
  /** Sent as Accept-Language, read anew for every request so a change of language counts at once; the page's own by default. */
  readonly language?: LanguageSource;
}

/**
 * The wallet service's headers: API key, device type, device id, push token and session token. A device
 * or storage failure sends the fallbacks rather than failing the request.
 */
export function walletHeaders(deps: WalletHeaderDeps): HeaderSource {
  return async () => {
    const [deviceId, pushToken, session] = await Promise.all([
      deps.deviceIdentity.deviceId().catch(() => ''),
      deps.deviceIdentity.pushToken().catch(() => null),
      deps.sessionStore.load().catch(() => null),
    ]);
    return {
      ...(deps.apiKey ? { [apiHeaders.apiKey]: deps.apiKey } : {}),
      [apiHeaders.deviceType]: deviceType,
      [apiHeaders.deviceId]: deviceId.trim() === '' ? fallbackDeviceId : deviceId,
      [apiHeaders.pushToken]: pushToken ?? fallbackPushToken,
      ...positionHeaders(deps.coordinates),
      ...languageHeader(deps.language),
      ...(session ? { [apiHeaders.sessionToken]: session.token } : {}),
    };
  };
}

/** Who calls the merchant service: a staff user of a merchant, instead of a device. */
export interface MerchantCaller {
  readonly userName: string;
  readonly merchantName: string;
  /** The staff session's token, sent as `Authorization: Bearer`: the headers above only name the caller. */
  readonly token: string;
}

export interface MerchantHeaderDeps {
  readonly apiKey?: string | null;
  /** Sent as x-latitude and x-longitude; the spec's default map centre when left out. */
  readonly coordinates?: Coordinates;
  /** The signed-in staff user, or null before anyone signed in. */
  readonly caller: () => Promise<MerchantCaller | null>;
  /** Sent as Accept-Language, read anew for every request; the page's own by default. */
  readonly language?: LanguageSource;
}

/**
 * The merchant service's headers: API key, device type and position, then the signed-in staff member's user
 * name, merchant name and bearer token (never the customer's session header).
 */
export function merchantHeaders(deps: MerchantHeaderDeps): HeaderSource {
  return async () => {
    const caller = await deps.caller().catch(() => null);
    return {
      ...(deps.apiKey ? { [apiHeaders.apiKey]: deps.apiKey } : {}),
      [apiHeaders.deviceType]: deviceType,
      ...positionHeaders(deps.coordinates),
      ...languageHeader(deps.language),
      ...(caller
        ? {
            [apiHeaders.merchantUserName]: caller.userName,
            [apiHeaders.merchantName]: caller.merchantName,
            authorization: `Bearer ${caller.token}`,
          }
        : {}),
    };
  };
}
