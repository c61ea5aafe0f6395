import { isAppError, type AppError } from '@/application/errors/app-error';
import type { ListOrdersRequest } from '@/application/orders/list-orders.use-case';
import type { SendReceiptEmailRequest } from '@/application/orders/send-receipt-email.use-case';
import { featureTokens } from '@/application/tokens';
import type { ReorderChoice } from '@/domain/cart/cart-refusal';
import { createAppAsyncThunk } from '../hooks';

const unreachable: AppError = { code: 'CONNECTION_TIMEOUT', message: '' };

function asAppError(thrown: unknown): AppError {
  return isAppError(thrown) ? thrown : unreachable;
}

/** The confirmation screen loads its order: on entry, and again each time the tab becomes visible. */
export const orderDetailRequested = createAppAsyncThunk(
  'orders/detailRequested',
  async (invoiceQueryId: string, { extra, rejectWithValue }) => {
    try {
      const { showOrderDetail } = await extra.feature(featureTokens.orders);
      return await showOrderDetail(invoiceQueryId);
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

export const ordersRequested = createAppAsyncThunk(
  'orders/listRequested',
  async (request: Required<ListOrdersRequest>, { extra, rejectWithValue }) => {
    try {
      const { listOrders } = await extra.feature(featureTokens.orders);
      return await listOrders(request);
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

/** How many orders the Active tab holds, for the orders entry's badge: page 1 of the tab says it. */
export const activeOrdersCounted = createAppAsyncThunk('orders/activeCounted', async (_: void, { extra }) => {
  const { listOrders } = await extra.feature(featureTokens.orders);
  return (await listOrders({ tab: 'active', page: 1 })).totalOrders;
});

export interface ReOrderRequestOfInvoice {
  readonly invoiceQueryId: string;
  /** The customer's answer to the cart-not-empty dialog; absent on the first try. */
  readonly choice?: ReorderChoice;
}

/**
 * Re-orders an order. The order is read afresh first: whether its merchant is open now decides, not what
 * the card showed when the list was loaded.
 */
export const reOrderRequested = createAppAsyncThunk(
  'orders/reOrderRequested',
  async (request: ReOrderRequestOfInvoice, { extra, rejectWithValue }) => {
    try {
      const { showOrderDetail, reOrder } = await extra.feature(featureTokens.orders);
      const order = await showOrderDetail(request.invoiceQueryId);
      return await reOrder({
        orderId: order.orderId,
        merchantIsOpen: order.merchantIsOpen,
        ...(request.choice ? { choice: request.choice } : {}),
      });
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

export const receiptEmailSent = createAppAsyncThunk(
  'orders/receiptEmailSent',
  async (request: SendReceiptEmailRequest, { extra, rejectWithValue }) => {
    try {
      const { sendReceiptEmail } = await extra.feature(featureTokens.orders);
      return await sendReceiptEmail(request);
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

/** Saves the order's receipt as invoice-receipt-{date}.pdf; resolves to the file name. */
export const orderReceiptDownloaded = createAppAsyncThunk(
  'orders/receiptDownloaded',
  async (invoiceQueryId: string, { extra, rejectWithValue }) => {
    try {
      const { downloadOrderReceipt } = await extra.feature(featureTokens.orders);
      return await downloadOrderReceipt(invoiceQueryId);
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);
