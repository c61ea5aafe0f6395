/**
 * The seeded stores are in Helsinki: a store's day, its hours and months are counted there, as its invoices show
 * their dates (orders/store/invoice-dto.ts).
 */
export const storeTimeZone = 'Europe/Helsinki';
