import type { AppDispatch } from '../app-store';
import { addressesRequested, addressListOpened } from './addresses.slice';

/** The "Deliver to" chip: the address dialog opens and loads the customer's addresses. */
export function openAddresses(dispatch: AppDispatch): void {
  dispatch(addressListOpened());
  void dispatch(addressesRequested());
}
