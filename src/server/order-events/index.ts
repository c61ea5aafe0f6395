/**
 * What other folders of src/server may use of order-events: the one file they may import from it (the rule
 * server-module-only-through-index in .config/dependency-cruiser.cjs), so its other files can change freely.
 * This is order events' face to the other server modules: the listener type orders, payments and merchant
 * publish a status change to, and the store's channel it also goes to.
 */
export type { OrderStatusListener } from './order-status-listener';
export { alsoToStore, storeChannelOf } from './store-channel';
