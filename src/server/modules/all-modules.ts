import { accountsModule } from '../accounts/accounts-module';
import { applicationsModule } from '../applications/applications-module';
import { catalogModule } from '../catalog/catalog-module';
import { geocoderModule } from '../geocoder/geocoder-module';
import { merchantModule } from '../merchant/merchant-module';
import { createOrdersModule } from '../orders/orders-module';
import { createPaidByBankCard } from '../payments/bank-card-payment';
import { paymentsModule } from '../payments/payments-module';
import { platformModule } from '../platform/platform-module';
import { pushModule } from '../push/push-module';
import { realtimeModule } from '../realtime/realtime-module';
import { demoCatalogModule } from '../seed/demo-catalog-module';
import { receiptsModule } from '../receipts/receipts-module';
import { transportModule } from '../transport/transport-module';
import type { ServerModule } from './server-module';

/** In seeding order: later modules may refer to what earlier ones seeded (accounts' vouchers to stores). */
export const allModules: readonly ServerModule[] = [
  demoCatalogModule,
  catalogModule,
  accountsModule,
  realtimeModule,
  createOrdersModule({ createPaidByBankCard }),
  paymentsModule,
  receiptsModule,
  merchantModule,
  transportModule,
  applicationsModule,
  geocoderModule,
  platformModule,
  pushModule,
];
