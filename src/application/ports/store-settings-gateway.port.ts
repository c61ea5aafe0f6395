/** The owner's settings of their store, as the server keeps them. */
export interface StoreSettings {
  /** The IANA zone the store's days, "today", ranges and reports are counted in. */
  readonly timeZone: string;
  /** Whether the customer's order page counts down to the kitchen's ready-by estimate. */
  readonly preparationCountdown: boolean;
}

/** The merchant service's store settings (owners only). Each rejects with an AppError when refused or failed. */
export interface StoreSettingsGateway {
  storeSettings(): Promise<StoreSettings>;
  /** Saves both settings; an unknown zone rejects with BAD_REQUEST and the server's words. */
  saveStoreSettings(settings: StoreSettings): Promise<StoreSettings>;
}
