import type { SampleCategory, SampleProduct } from '../sample-data';

/** The wizard's four steps, in order. */
export const wizardSteps = ['products', 'uploadPhotos', 'linkPhotos', 'productDetail'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** The products the merchant can pick from, with a sample price each (minor units; shown, never charged). */
export const wizardProducts: ReadonlyArray<{ readonly product: SampleProduct; readonly price: number }> = [
  { product: 'coffee', price: 1290 },
  { product: 'bread', price: 450 },
  { product: 'cheese', price: 890 },
  { product: 'juice', price: 320 },
  { product: 'chocolate', price: 275 },
  { product: 'honey', price: 750 },
];

/** A photo the upload step accepted. */
export interface WizardPhoto {
  readonly id: number;
  readonly name: string;
}

/** Which category tile each product slot is linked to. */
export type TileLinks = Partial<Record<SampleProduct, SampleCategory>>;
