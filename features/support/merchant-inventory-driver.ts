import type {
  InventoryWriteOutcome,
  OptionDeletionOutcome,
} from '@/application/merchant-console/store-inventory.use-cases';
import type { MerchantConsoleFeature } from '@/application/merchant-console/merchant-console.feature';
import { createMerchantConsoleFeature } from '@/app/features/merchant-console.wiring';
import { isOnSale, type StoreProduct } from '@/domain/merchant-console/store-product';
import { priceText } from '@/domain/merchant-console/inventory-input';
import type { ProductOptionList } from '@/domain/merchant-console/product-option-entry';
import type { FixedClock } from '../../tests/support/fakes/fixed-clock';
import { InMemoryConsolePreferences } from '../../tests/support/fakes/in-memory-console-preferences';
import { InMemoryStoreSettings } from '../../tests/support/fakes/in-memory-store-settings';
import {
  InMemoryMerchantConsole,
  InMemoryStaffSessionKeeper,
} from '../../tests/support/fakes/in-memory-merchant-console';
import { InMemoryStoreInventory, storeProduct } from '../../tests/support/fakes/in-memory-store-inventory';
import { InMemoryStoreOffice } from '../../tests/support/fakes/in-memory-store-office';

/** One inventory scenario: the store's products in memory and the console's use cases built as the app builds them. */
export class MerchantInventoryDriver {
  readonly inventory = new InMemoryStoreInventory();
  private readonly console: MerchantConsoleFeature;
  lastOutcome: InventoryWriteOutcome | null = null;
  lastDeletion: OptionDeletionOutcome | null = null;

  constructor(clock: FixedClock) {
    const service = new InMemoryMerchantConsole();
    const keeper = new InMemoryStaffSessionKeeper();
    this.console = createMerchantConsoleFeature({
      gateway: service,
      kitchen: service,
      stream: service,
      sessionKeeper: keeper,
      sessionHint: keeper,
      clock,
      office: new InMemoryStoreOffice(),
      inventory: this.inventory,
      preferences: new InMemoryConsolePreferences(),
      settings: new InMemoryStoreSettings(),
    });
  }

  sells(name: string, price: number): void {
    this.inventory.products.push(storeProduct({ queryId: name, name, price }));
  }

  product(name: string): StoreProduct {
    const found = this.inventory.products.find((product) => product.name === name);
    if (!found) throw new Error(`The store does not sell ${name}`);
    return found;
  }

  async setPrice(name: string, typed: string): Promise<void> {
    const product = this.product(name);
    this.lastOutcome = await this.console.changeStoreProduct(
      product.queryId,
      { price: typed, stock: String(product.stock), unlimited: product.unlimited, offSale: product.offSale },
      product.stock,
    );
  }

  async setStock(name: string, stock: string, counted: boolean, onSale: boolean): Promise<void> {
    const product = this.product(name);
    this.lastOutcome = await this.console.changeStoreProduct(
      product.queryId,
      { price: priceText(product.price), stock, unlimited: !counted, offSale: !onSale },
      product.stock,
    );
  }

  async addRow(name: string, category: string, price: string): Promise<void> {
    this.lastOutcome = await this.console.addStoreProduct(
      { name, category, brand: '', color: '', size: '', price, description: '' },
      null,
    );
  }

  async deleteOption(list: ProductOptionList, entry: string): Promise<void> {
    this.lastDeletion = await this.console.deleteProductOption(list, entry);
  }

  canBuy(name: string): boolean {
    return isOnSale(this.product(name));
  }
}
