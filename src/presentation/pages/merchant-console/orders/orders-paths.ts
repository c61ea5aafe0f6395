import { consolePaths } from '../console-paths';

/** The orders page's view of past orders, under the orders page's own path. */
export const pastOrdersPath = `${consolePaths.orders}/past`;
