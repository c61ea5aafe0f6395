import { useLocation } from 'react-router-dom';
import { InventoryMgmtPage } from './inventory-mgmt-page';
import { inventoryAddPath } from './inventory-paths';
import { ProductAddPage } from './product-add-page';

/** The inventory's two pages: the products at /inventory-mgmt, the product-add table at /inventory-mgmt/add. */
export function InventoryRoute() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  return path === inventoryAddPath ? <ProductAddPage /> : <InventoryMgmtPage />;
}
