import { accountsModule } from '../accounts/index';
import { partnerApplicationsModule } from '../partner-applications/index';
import { createCatalogueModule } from '../catalogue/index';
import { geocoderModule } from '../geocoder/index';
import { merchantModule } from '../merchant/index';
import { createOrdersModule, DrizzleOrderProductsRepository } from '../orders/index';
import { createPaidByBankCard, paymentsModule } from '../payments/index';
import { platformModule } from '../platform/index';
import { pushModule } from '../push/index';
import { realtimeModule } from '../realtime/index';
import { demoCatalogModule } from '../seed/index';
import { receiptsModule } from '../receipts/index';
import { transportModule } from '../transport/index';
import type { ServerModule } from './server-module';

/** In seeding order: later modules may refer to what earlier ones seeded (accounts' vouchers to stores). */
export const allModules: readonly ServerModule[] = [
  demoCatalogModule,
  createCatalogueModule({ createOrderProducts: (db, clock) => new DrizzleOrderProductsRepository(db, clock) }),
  accountsModule,
  realtimeModule,
  createOrdersModule({ createPaidByBankCard }),
  paymentsModule,
  receiptsModule,
  merchantModule,
  transportModule,
  partnerApplicationsModule,
  geocoderModule,
  platformModule,
  pushModule,
];
