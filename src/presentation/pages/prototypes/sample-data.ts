import type { Money } from '@/domain/pricing/money';

/**
 * The hard-coded sample content of the prototype screens. Nothing here is a rule: no price, discount or
 * deadline below is charged or enforced anywhere; each only fills a layout block.
 */
export const sampleProducts = [
  'coffee',
  'bread',
  'cheese',
  'berries',
  'salmon',
  'juice',
  'chocolate',
  'pasta',
  'tea',
  'honey',
  'yoghurt',
  'granola',
] as const;
export type SampleProduct = (typeof sampleProducts)[number];

export const sampleCategories = ['bakery', 'dairy', 'drinks', 'fruit', 'pantry', 'snacks'] as const;
export type SampleCategory = (typeof sampleCategories)[number];

/** A product's sample picture: a colour and a letter, so the prototype needs no image files. */
export const sampleColours: Record<SampleProduct | SampleCategory, string> = {
  coffee: '#6d4c41',
  bread: '#a1887f',
  cheese: '#f9a825',
  berries: '#3949ab',
  salmon: '#e64a19',
  juice: '#7cb342',
  chocolate: '#4e342e',
  pasta: '#ffb300',
  tea: '#388e3c',
  honey: '#f57f17',
  yoghurt: '#90a4ae',
  granola: '#8d6e63',
  bakery: '#8d6e63',
  dairy: '#546e7a',
  drinks: '#0277bd',
  fruit: '#c2185b',
  pantry: '#6a1b9a',
  snacks: '#a84300',
};

export interface SampleDeal {
  readonly product: SampleProduct;
  readonly percentOff: number;
  readonly was: Money;
  readonly now: Money;
  /** How long after the page opens the sample deal ends. */
  readonly runsForSeconds: number;
}

const hour = 60 * 60;
const day = 24 * hour;

export const sampleDeals: readonly SampleDeal[] = [
  { product: 'coffee', percentOff: 25, was: 1290, now: 968, runsForSeconds: 2 * day + 5 * hour },
  { product: 'cheese', percentOff: 30, was: 890, now: 623, runsForSeconds: 9 * hour + 30 * 60 },
  { product: 'salmon', percentOff: 15, was: 1590, now: 1352, runsForSeconds: 45 * 60 },
  { product: 'honey', percentOff: 20, was: 750, now: 600, runsForSeconds: 3 * day },
];

export const sampleSaleBoxes: ReadonlyArray<{ readonly category: SampleCategory; readonly upToPercent: number }> = [
  { category: 'bakery', upToPercent: 20 },
  { category: 'drinks', upToPercent: 35 },
  { category: 'snacks', upToPercent: 50 },
];

/** Made-up brand names: the logos are drawn from the name, so no real trademark is shown. */
export const sampleBrands = ['Aalto Foods', 'Kuusi', 'Nordic Roast', 'Saimaa Dairy', 'Lumo', 'Revontuli'] as const;
