import { accountsClock } from '../shared/clock';
import type { ServerModule } from '../modules/server-module';
import { orderQrDataUrl, InvoiceRepository } from '../orders/index';
import { Outbox } from '../outbox/index';
import { registerReceiptEmailRoute } from './routes/receipt-email-route';
import { registerReceiptRoute } from './routes/receipt-route';
import type { ReceiptsContext } from './receipts-context';

/**
 * An order's receipt, as a PDF download and as a mail to the address the customer types. It reads the orders
 * module's invoices; neither orders nor payments reach into it, so no two modules import each other.
 */
export const receiptsModule: ServerModule = {
  name: 'receipts',
  register(app, { db, nodeEnv }) {
    const clock = accountsClock(nodeEnv);
    const context: ReceiptsContext = {
      db,
      clock,
      invoices: new InvoiceRepository(db),
      qrDataUrl: orderQrDataUrl,
      outbox: new Outbox(db, app.log, clock),
    };
    registerReceiptRoute(app, context);
    registerReceiptEmailRoute(app, context);
  },
};
