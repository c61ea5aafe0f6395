import { consolePaths } from '../console-paths';

/** The inventory's product-add table, a page under the inventory's own path. */
export const inventoryAddPath = `${consolePaths.inventory}/add`;
