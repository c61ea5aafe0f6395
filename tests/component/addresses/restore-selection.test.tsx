import { act, screen, waitFor } from '@testing-library/react';
import { sessionStartRequested } from '@/presentation/store/session/session.slice';
import { addressesWith } from '../../support/fakes/address-fixtures';
import { renderAddresses } from './address-test-kit';

const guest = {
  kind: 'anonymous' as const,
  user: { queryId: 'guest-1', status: 'active' as const, fullName: '', mobileNumber: '', industryTypes: [] },
};

describe('Selected address after a reload', () => {
  it('once signed in, shows the address the server keeps as selected and reloads the stores near it', async () => {
    const { store, world } = await renderAddresses({
      addresses: { ...addressesWith({ home: true, work: true }), selectedAddressId: 'work-1' },
    });
    await waitFor(() => expect(world.storeRequests).toEqual([{ industryId: 21, page: 1 }]));
    expect(screen.getByRole('button', { name: /^Deliver to Choose an address/ })).toBeInTheDocument();

    act(() => {
      store.dispatch(sessionStartRequested.fulfilled(guest, 'start'));
    });
    expect(
      await screen.findByRole('button', { name: 'Deliver to 12 B, Kamppi: change the delivery address' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(world.storeRequests.at(-1)).toEqual({ industryId: 21, page: 1, near: { lat: 60.17, long: 24.94 } }),
    );
    expect(store.getState().addresses.addresses.selectedAddressId).toBe('work-1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('changes nothing when no address is selected', async () => {
    const { store, world } = await renderAddresses({ addresses: addressesWith({ home: true }) });
    act(() => {
      store.dispatch(sessionStartRequested.fulfilled(guest, 'start'));
    });
    await waitFor(() => expect(store.getState().addresses.listStatus).toBe('succeeded'));
    expect(store.getState().stores.deliverTo).toBeNull();
    expect(world.storeRequests).toEqual([{ industryId: 21, page: 1 }]);
  });
});
