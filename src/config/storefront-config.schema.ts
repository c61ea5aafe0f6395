import * as z from 'zod/mini';
// Relative, not '@/': the build loads this file through webpack.config.ts, where the alias is not set up.
import { hostKinds, paymentMethods } from '../domain/payments/payment-method';
import { defaultMapCentre } from '../domain/geo/default-map-centre';

// zod/mini's messages are English once src/contract/common/english-messages.ts has run: the server, the build and
// the browser's configuration error page load it; the first screen does not carry it (1.2 KB gzip).

const hexColour = (fallback: string) =>
  z._default(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1565c0')), fallback);
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z._default(z.nullable(text(max)), null);
const flag = () => z._default(z.boolean(), false);
const httpsUrl = () =>
  z.string().check(z.maxLength(2000), z.regex(/^https:\/\/[^\s/]+/, 'must be an https:// address'));
const optionalHttpsUrl = () => z._default(z.nullable(httpsUrl()), null);
/** An address on this site ("/media/icon.png") or an https one: never a script or a file the browser would open. */
export const iconAddressPattern = /^(\/(?!\/)|https:\/\/)[^\s"<>]+$/;
const optionalIconAddress = () =>
  z._default(
    z.nullable(
      z
        .string()
        .check(z.maxLength(2000), z.regex(iconAddressPattern, 'must be a path like /icon.png or an https:// address')),
    ),
    null,
  );
const coordinates = () =>
  z._default(
    z.strictObject({
      lat: z.number().check(z.minimum(-90), z.maximum(90)),
      long: z.number().check(z.minimum(-180), z.maximum(180)),
    }),
    { ...defaultMapCentre },
  );

/** The social networks the footer has a name for. */
export const socialNetworks = ['facebook', 'instagram', 'x', 'tiktok', 'youtube', 'linkedin'] as const;

/**
 * The white-label configuration a host puts beside index.html as config.json.
 * Every field has a default, so `{}` is a working storefront.
 */
export const storefrontConfigSchema = z.strictObject({
  brandName: z._default(text(80), 'Storefront'),
  logoUrl: optionalText(2000),
  /** The browser tab's icon, answered at /favicon.ico; the storefront's own when left out. */
  faviconUrl: optionalIconAddress(),
  /** The logo shown to business-to-business users. */
  businessLogoUrl: optionalText(2000),
  layout: z._default(z.enum(['STANDARD', 'STANDARD_PLUS', 'PROMINENT']), 'STANDARD'),
  arena: flag(),
  /** Shows the splash screen for 2 seconds at start-up (the arena variant enables it). */
  splash: flag(),
  transportMode: flag(),
  /**
   * Transport mode's car types. No account or password: config.json is public, so each browser signs in as a
   * rider of its own by its device id, and the server names the merchant (TRANSPORT_DESK). A file that still
   * names a username or password is refused, so a host notices and removes it.
   */
  transport: z._default(
    z.nullable(
      z.strictObject({
        /**
         * The car types offered, in this order, each with its `fare` in minor units. Only the reference server
         * prices by the fares: it refuses any other car type, and at its start checks the values and fares further
         * (src/server/transport/car-types-schema.ts) than this schema, part of the first download, does.
         */
        carTypes: z.array(
          z.strictObject({
            value: text(80),
            title: text(80),
            pictureUrl: optionalText(2000),
            fare: z.strictObject({ startingPrice: z.int(), perKm: z.int() }),
          }),
        ),
        /**
         * The IANA time zone of the host's city, where the night surcharge (00:00–06:59) is judged; the spec's
         * Singapore when left out. The reference server checks at its start that the platform knows it.
         */
        timeZone: z._default(text(64), 'Asia/Singapore'),
        /** How many days ahead a ride may be booked; the reference server refuses a booking time further away. */
        maxAdvanceDays: z._default(z.int().check(z.minimum(1), z.maximum(366)), 30),
      }),
    ),
    null,
  ),
  singleMerchantQueryId: optionalText(200),
  siteDisabled: flag(),
  siteDisabledMessage: optionalText(500),
  /** Left out, the spec's rule picks it by host (Rs on a PAKISTAN host, € on any other). */
  currencySymbol: optionalText(5),
  defaultIndustryId: z._default(z.int().check(z.minimum(1)), 21),
  /** The store listing's industry tabs when the session names no industry types (the reference seed's three). */
  industryIds: z._default(z.array(z.int().check(z.minimum(1))).check(z.minLength(1)), [21, 22, 23]),
  paymentMethods: z._default(z.array(z.enum(paymentMethods)), ['CASH']),
  /**
   * The network card provider's live terminal page (https), where a payment of the host's own merchant is framed
   * with its `merchantId` and `transactionId`. The provider's test merchant (`merchantIdDev` TEST) pays at the test
   * terminal the provider names instead; null: a live merchant's payment has no terminal.
   */
  networkCardTerminalUrl: optionalHttpsUrl(),
  /** Where the storefront runs: the bank card form belongs to a Pakistani bank and is offered on a PAKISTAN host only. */
  host: z._default(z.enum(hostKinds), 'INTERNATIONAL'),
  colours: z.prefault(
    z.strictObject({
      primary: hexColour('#1565c0'),
      onPrimary: hexColour('#ffffff'),
      background: hexColour('#f5f6f8'),
      text: hexColour('#1b1d21'),
      error: hexColour('#c62828'),
    }),
    {},
  ),
  api: z.prefault(
    z.strictObject({
      /** Wallet (customer) service base; `/v1` or `/v2` is appended per call. */
      walletBaseUrl: z._default(text(2000), '/api'),
      /** Merchant service base; `/v1` is appended. */
      merchantBaseUrl: z._default(text(2000), '/merchant'),
      /**
       * Sent as x-api-key on every call. A public client key that identifies the storefront to the API, as
       * readable as the rest of config.json, never a secret; null sends none.
       */
      apiKey: optionalText(500),
      /** The fixed position every call carries as x-latitude and x-longitude; the spec's default map centre. */
      fixedCoordinates: coordinates(),
    }),
    {},
  ),
  mapsApiKey: optionalText(500),
  /**
   * Without a maps key, addresses are searched by name with a Photon geocoder (komoot's, over OpenStreetMap):
   * `photonUrl` is its base, under which /api searches and /reverse names a point. By default the reference
   * server's own, which answers from its gazetteer of the host's area; a host points it at its own Photon.
   */
  geocoder: z.prefault(z.strictObject({ photonUrl: z._default(text(2000), '/geocoder') }), {}),
  /** The languages the language menu offers, the first the one a visitor asking for another gets; Finnish first. */
  languages: z._default(z.array(z.enum(['fi', 'en'])).check(z.minLength(1), z.maxLength(2)), ['fi', 'en']),
  /** Where a map opens without a point of its own (the address picker, the ride booking): the host's own city. */
  mapCentre: coordinates(),
  /** The footer's links to the host's apps in the stores; each is left out when null. */
  appLinks: z._default(z.strictObject({ appStore: optionalHttpsUrl(), googlePlay: optionalHttpsUrl() }), {
    appStore: null,
    googlePlay: null,
  }),
  /** The footer's links to the host's social media, in the host's order; none by default. */
  socialLinks: z._default(
    z
      .array(z.strictObject({ network: z.enum(socialNetworks), url: httpsUrl() }))
      .check(z.maxLength(socialNetworks.length)),
    [],
  ),
  /** The host's newsletter sign-up form (an https page), framed in a dialog from the footer; null hides it. */
  newsletterFormUrl: optionalHttpsUrl(),
  /** The Web Push public key (VAPID, base64url) the browser subscribes with; null: no push subscription, events only. */
  pushPublicKey: optionalText(200),
  supportPhone: optionalText(50),
  /** The e-mail address the contact page offers; left out when null. */
  supportEmail: optionalText(200),
  /** The operator named on the about-us page; null shows the platform provider's own text. */
  company: z._default(
    z.nullable(
      z.strictObject({
        name: text(200),
        address: optionalText(500),
        businessId: optionalText(50),
        email: optionalText(200),
        phone: optionalText(50),
      }),
    ),
    null,
  ),
  /** The host's own terms and conditions (plain text, blank lines between paragraphs); null shows the built-in terms. */
  termsText: optionalText(50000),
  /** The host's own privacy policy; null shows the built-in one. */
  privacyText: optionalText(50000),
  /** The host's own cookies policy; null shows the built-in one. */
  cookiesText: optionalText(50000),
});

export type StorefrontConfig = z.infer<typeof storefrontConfigSchema>;
