import { createCatalogueFeature, type CataloguePorts } from '@/app/features/catalogue.wiring';
import type { CatalogueFeature } from '@/application/catalogue/catalogue.feature';

const noPort = (port: string) => () => Promise.reject(new Error(`No fake ${port} bound`));

/** The catalogue as the app wires it, over the fake ports a test names; the others fail when called. */
export function catalogueOver(ports: Partial<CataloguePorts>): CatalogueFeature {
  return createCatalogueFeature({
    storeCatalog: ports.storeCatalog ?? { listStores: noPort('StoreCatalog') },
    catalogSearch: ports.catalogSearch ?? {
      findStores: noPort('CatalogSearch'),
      productNames: noPort('CatalogSearch'),
    },
    productCatalog: ports.productCatalog ?? {
      store: noPort('ProductCatalog'),
      categories: noPort('ProductCatalog'),
      products: noPort('ProductCatalog'),
      product: noPort('ProductCatalog'),
    },
  });
}
