/** The "partner-pages" chunk: the rider and merchant pages with their application forms. */
export { MerchantsPage } from './merchants-page';
export { RidersPage } from './riders-page';
