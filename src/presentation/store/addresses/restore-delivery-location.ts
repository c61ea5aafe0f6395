import { selectedAddress } from '@/domain/addresses/address';
import { createAppAsyncThunk } from '../hooks';
import { deliveryLocationChosen } from '../stores/stores.slice';
import { addressesRequested } from './addresses.slice';
import { deliveryLocationOf } from './delivery-location';

/**
 * After a reload the server still knows the selected address: the chip shows it again and the listing
 * looks for stores near it, unless the customer has already chosen one in the meantime.
 */
export const deliveryLocationRestored = createAppAsyncThunk(
  'addresses/deliveryLocationRestored',
  async (_: void, { dispatch, getState }) => {
    const loaded = await dispatch(addressesRequested());
    if (!addressesRequested.fulfilled.match(loaded)) return;
    const address = selectedAddress(loaded.payload);
    if (address && getState().stores.deliverTo === null) dispatch(deliveryLocationChosen(deliveryLocationOf(address)));
  },
);
