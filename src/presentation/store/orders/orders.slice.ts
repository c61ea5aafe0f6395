import { createSlice, type WithSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/application/errors/app-error';
import type { OrderDetail } from '@/application/orders/order-detail';
import type { OrderTab } from '@/domain/orders/order-status';
import type { OrderPage } from '@/domain/orders/order-summary';
import { sessionEnded } from '../session/session.slice';
import { activeOrdersCounted, orderDetailRequested, ordersRequested, reOrderRequested } from './orders.thunks';
import { selectTrackedOrders, trackedOrdersWritten } from './tracked-orders';
import { rootReducer } from '../app-store';

export type OrdersRequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** The order on the confirmation screen. */
export interface CurrentOrderState {
  readonly invoiceQueryId: string | null;
  readonly status: OrdersRequestStatus;
  readonly detail: OrderDetail | null;
  readonly error: AppError | null;
}

/** The tab and page of the order history on screen. */
export interface OrderListState {
  readonly tab: OrderTab;
  readonly status: OrdersRequestStatus;
  readonly page: OrderPage | null;
  readonly error: AppError | null;
  /** Only the newest request may write its answer: a slow old tab never overwrites the new one. */
  readonly latestRequestId: string | null;
}

/** What a re-order waits for: nothing, the server, or the customer's answer in a dialog. */
export type ReorderPrompt =
  | { readonly kind: 'NONE' }
  | { readonly kind: 'PENDING'; readonly invoiceQueryId: string }
  | { readonly kind: 'MERCHANT_CLOSED' }
  | { readonly kind: 'CART_NOT_EMPTY'; readonly invoiceQueryId: string }
  | { readonly kind: 'STORAGE_FAILED' }
  | { readonly kind: 'FAILED'; readonly error: AppError }
  /** The cart is ready; the screen goes to the cart summary and acknowledges. */
  | { readonly kind: 'GO_TO_CART' };

export interface OrdersState {
  readonly current: CurrentOrderState;
  readonly list: OrderListState;
  readonly reorder: ReorderPrompt;
  /** The spec's activeOrdersCount: the orders in the Active tab in all, once known; the orders entry's badge. */
  readonly activeOrdersCount: number | null;
}

const initialState: OrdersState = {
  current: { invoiceQueryId: null, status: 'idle', detail: null, error: null },
  list: { tab: 'active', status: 'idle', page: null, error: null, latestRequestId: null },
  reorder: { kind: 'NONE' },
  activeOrdersCount: null,
};

const ordersSliceDefinition = createSlice({
  name: 'orders',
  reducerPath: 'orders',
  initialState,
  reducers: {
    orderTabChosen: (state, action: PayloadAction<OrderTab>): OrdersState => ({
      ...state,
      list: { ...initialState.list, tab: action.payload },
    }),
    reorderPromptClosed: (state): OrdersState => ({ ...state, reorder: { kind: 'NONE' } }),
  },
  extraReducers: (builder) => {
    builder
      // A live status update was merged by the tracking use case into what the customer watches.
      .addCase(trackedOrdersWritten, (state, action): OrdersState => {
        const { currentOrder, activeOrders } = action.payload;
        const detail = state.current.detail;
        return {
          ...state,
          current:
            detail && currentOrder ? { ...state.current, detail: { ...detail, summary: currentOrder } } : state.current,
          list: state.list.tab === 'active' && activeOrders ? { ...state.list, page: activeOrders } : state.list,
          activeOrdersCount: activeOrders ? activeOrders.totalOrders : state.activeOrdersCount,
        };
      })
      // Another customer may sign in next: the last one's orders must not stay on screen.
      .addCase(sessionEnded, (): OrdersState => initialState)
      .addCase(orderDetailRequested.pending, (state, action): OrdersState => {
        const sameOrder = state.current.invoiceQueryId === action.meta.arg;
        return {
          ...state,
          // A reload of the order on screen keeps it shown; another order must not flash the old one.
          current: {
            invoiceQueryId: action.meta.arg,
            status: 'pending',
            detail: sameOrder ? state.current.detail : null,
            error: null,
          },
        };
      })
      .addCase(orderDetailRequested.fulfilled, (state, action): OrdersState | undefined => {
        if (state.current.invoiceQueryId !== action.meta.arg) return undefined;
        return { ...state, current: { ...state.current, status: 'succeeded', detail: action.payload } };
      })
      .addCase(orderDetailRequested.rejected, (state, action): OrdersState | undefined => {
        if (state.current.invoiceQueryId !== action.meta.arg) return undefined;
        const error = action.payload ?? { code: 'CONNECTION_TIMEOUT', message: '' };
        return { ...state, current: { ...state.current, status: 'failed', error } };
      })
      .addCase(ordersRequested.pending, (state, action): OrdersState => ({
        ...state,
        list: { ...state.list, status: 'pending', error: null, latestRequestId: action.meta.requestId },
      }))
      .addCase(ordersRequested.fulfilled, (state, action): OrdersState | undefined => {
        const counted = action.meta.arg.tab === 'active' ? { activeOrdersCount: action.payload.totalOrders } : {};
        if (state.list.latestRequestId !== action.meta.requestId) return { ...state, ...counted };
        return { ...state, ...counted, list: { ...state.list, status: 'succeeded', page: action.payload } };
      })
      .addCase(activeOrdersCounted.fulfilled, (state, action): OrdersState => ({
        ...state,
        activeOrdersCount: action.payload,
      }))
      .addCase(ordersRequested.rejected, (state, action): OrdersState | undefined => {
        if (state.list.latestRequestId !== action.meta.requestId) return undefined;
        const error = action.payload ?? { code: 'CONNECTION_TIMEOUT', message: '' };
        return { ...state, list: { ...state.list, status: 'failed', page: null, error } };
      })
      .addCase(reOrderRequested.pending, (state, action): OrdersState => ({
        ...state,
        reorder: { kind: 'PENDING', invoiceQueryId: action.meta.arg.invoiceQueryId },
      }))
      .addCase(reOrderRequested.fulfilled, (state, action): OrdersState => {
        const outcome = action.payload;
        if (outcome.ok)
          return { ...state, reorder: outcome.done === 'CANCELLED' ? { kind: 'NONE' } : { kind: 'GO_TO_CART' } };
        if (outcome.reason === 'MERCHANT_CLOSED') return { ...state, reorder: { kind: 'MERCHANT_CLOSED' } };
        if (outcome.reason === 'CART_NOT_EMPTY') {
          return { ...state, reorder: { kind: 'CART_NOT_EMPTY', invoiceQueryId: action.meta.arg.invoiceQueryId } };
        }
        return { ...state, reorder: { kind: 'STORAGE_FAILED' } };
      })
      .addCase(reOrderRequested.rejected, (state, action): OrdersState => ({
        ...state,
        reorder: { kind: 'FAILED', error: action.payload ?? { code: 'CONNECTION_TIMEOUT', message: '' } },
      }));
  },
  selectors: {
    selectCurrentOrder: (state) => state.current,
    selectOrderList: (state) => state.list,
    selectReorderPrompt: (state) => state.reorder,
  },
});

declare module '../app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging.
  export interface LazyLoadedSlices extends WithSlice<typeof ordersSliceDefinition> {}
}

/** Not in the first store: injected when an order screen loads this module; live updates wait for it. */
export const ordersSlice = ordersSliceDefinition.injectInto(rootReducer);

export const { selectCurrentOrder, selectOrderList, selectReorderPrompt } = ordersSlice.selectors;
export const { orderTabChosen, reorderPromptClosed } = ordersSlice.actions;
export { selectTrackedOrders, trackedOrdersWritten };
