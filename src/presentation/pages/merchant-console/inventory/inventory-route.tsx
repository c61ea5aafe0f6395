import { useLocation } from 'react-router-dom';
import { InventoryMgmtPage } from './inventory-mgmt-page';
import { inventoryAddPath, inventoryEditPrefix } from './inventory-paths';
import { ProductAddPage } from './product-add-page';
import { ProductEditPage } from './product-edit-page';

/**
 * The inventory's pages: the products at /inventory-mgmt, the product-add table at /inventory-mgmt/add and a
 * product's edit form at /inventory-mgmt/edit/{id}.
 */
export function InventoryRoute() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  if (path === inventoryAddPath) return <ProductAddPage />;
  if (path.startsWith(inventoryEditPrefix)) {
    return <ProductEditPage productQueryId={decodeURIComponent(path.slice(inventoryEditPrefix.length))} />;
  }
  return <InventoryMgmtPage />;
}
