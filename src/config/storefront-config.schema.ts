import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1565c0');

/**
 * The white-label configuration a host puts beside index.html as config.json.
 * Every field has a default, so `{}` is a working storefront.
 */
export const storefrontConfigSchema = z
  .object({
    brandName: z.string().min(1).max(80).default('Storefront'),
    logoUrl: z.string().min(1).nullable().default(null),
    /** The logo shown to business-to-business users. */
    businessLogoUrl: z.string().min(1).nullable().default(null),
    layout: z.enum(['STANDARD', 'STANDARD_PLUS', 'PROMINENT']).default('STANDARD'),
    arena: z.boolean().default(false),
    transportMode: z.boolean().default(false),
    singleMerchantQueryId: z.string().min(1).nullable().default(null),
    siteDisabled: z.boolean().default(false),
    siteDisabledMessage: z.string().min(1).nullable().default(null),
    currencySymbol: z.string().min(1).max(5).default('$'),
    defaultIndustryId: z.number().int().positive().default(21),
    paymentMethods: z
      .array(
        z.enum([
          'CASH',
          'NEST_MOBILE_PAY',
          'NEST_CARD_PAY',
          'STRIPE',
          'PAYMENT_BY_CARD_BANK_ALFALAH',
          'PAYMENT_BY_SONERI',
        ]),
      )
      .default(['CASH']),
    colours: z
      .object({
        primary: hexColour.default('#1565c0'),
        onPrimary: hexColour.default('#ffffff'),
        background: hexColour.default('#f5f6f8'),
        text: hexColour.default('#1b1d21'),
        error: hexColour.default('#c62828'),
      })
      .strict()
      .prefault({}),
    api: z
      .object({
        /** Wallet (customer) service base; `/v1` or `/v2` is appended per call. */
        walletBaseUrl: z.string().min(1).default('/api'),
        /** Merchant service base; `/v1` is appended. */
        merchantBaseUrl: z.string().min(1).default('/merchant'),
      })
      .strict()
      .prefault({}),
    mapsApiKey: z.string().min(1).nullable().default(null),
    supportPhone: z.string().min(1).nullable().default(null),
  })
  .strict();

export type StorefrontConfig = z.infer<typeof storefrontConfigSchema>;
