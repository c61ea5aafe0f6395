/** Who applies: a merchant to sell through the storefront, or a rider to deliver its orders. */
export const partnerKinds = ['merchant', 'rider'] as const;
export type PartnerKind = (typeof partnerKinds)[number];

export const vehicleTypes = ['bicycle', 'e_bike', 'scooter', 'motorbike', 'car'] as const;
export type VehicleType = (typeof vehicleTypes)[number];

/** The merchant form's text: business, contact person, e-mail, phone, city and an optional message. */
export interface MerchantApplicationFields {
  readonly businessName: string;
  readonly contactName: string;
  readonly email: string;
  readonly phone: string;
  readonly city: string;
  readonly message: string;
}

/** The rider form's text: name, e-mail, phone, city, the vehicle and an optional message. */
export interface RiderApplicationFields {
  readonly fullName: string;
  readonly email: string;
  readonly phone: string;
  readonly city: string;
  readonly vehicleType: VehicleType | '';
  readonly message: string;
}

export type PartnerApplicationFields =
  | { readonly kind: 'merchant'; readonly fields: MerchantApplicationFields }
  | { readonly kind: 'rider'; readonly fields: RiderApplicationFields };

export type PartnerFieldName = keyof MerchantApplicationFields | keyof RiderApplicationFields;

/** Which attachment slots each form has: a merchant sends a logo and a menu, a rider a driving licence. */
export const attachmentSlots = {
  merchant: ['logo', 'menu'],
  rider: ['drivingLicence'],
} as const satisfies Readonly<Record<PartnerKind, readonly string[]>>;

export type AttachmentSlot = (typeof attachmentSlots)[PartnerKind][number];

/** What the rules need to know of a chosen file; its bytes stay with whoever holds the file. */
export interface AttachmentInfo {
  readonly slot: AttachmentSlot;
  readonly name: string;
  /** The type the browser declares (from the file name); may be empty. */
  readonly type: string;
  readonly size: number;
}

/** The service's limits: the server refuses more (413) or another type by content (415). */
export const attachmentLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 3,
  types: ['application/pdf', 'image/png', 'image/jpeg'],
  extensions: ['pdf', 'png', 'jpg', 'jpeg'],
} as const;

/** The longest text each field takes, as the service stores it. */
export const fieldMaxLengths: Readonly<Record<PartnerFieldName, number>> = {
  businessName: 200,
  contactName: 200,
  fullName: 200,
  email: 200,
  phone: 30,
  city: 100,
  vehicleType: 20,
  message: 2000,
};
