import { consolePaths } from '../console-paths';

/** The inventory's product-add table, a page under the inventory's own path. */
export const inventoryAddPath = `${consolePaths.inventory}/add`;

/** Where a product's edit form opens, under the inventory's own path. */
export const inventoryEditPrefix = `${consolePaths.inventory}/edit/`;

/** The edit form of one product. */
export const inventoryEditPath = (productQueryId: string) =>
  `${inventoryEditPrefix}${encodeURIComponent(productQueryId)}`;
