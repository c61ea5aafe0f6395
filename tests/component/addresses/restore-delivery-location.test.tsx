import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { createAddressesFeature } from '@/app/features/addresses.wiring';
import { featureTokens } from '@/application/tokens';
import type { Session } from '@/domain/session/session';
import { AddressDialogsMount } from '@/presentation/pages/addresses/address-dialogs-mount';
import { sessionStarted } from '@/presentation/store/session/session.slice';
import { loaded, useCases } from '../../support/fake-resolver';
import { aSavedAddress } from '../../support/fakes/address-fixtures';
import { InMemoryAddressBook } from '../../support/fakes/in-memory-address-book';
import { InMemoryAddressLookup } from '../../support/fakes/in-memory-address-lookup';
import { InMemoryAddressSearch } from '../../support/fakes/in-memory-address-search';
import { guestSession } from '../startup/startup-test-kit';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';

const home = aSavedAddress('home');

/** The app shell's address mount after a sign-in, over an address book with a selected address; counts its reads. */
async function signedInWith(session: Session, mount: ReactElement = <AddressDialogsMount />) {
  const reads: string[] = [];
  const addresses = createAddressesFeature({
    addressBook: new InMemoryAddressBook({ home, work: null, others: [], selectedAddressId: home.queryId }),
    addressLookup: new InMemoryAddressLookup(),
    addressSearch: new InMemoryAddressSearch(),
  });
  const resolver = fakeResolver([
    [featureTokens.addresses, loaded(addresses)],
    [
      useCases.viewAddresses,
      async () => {
        reads.push('read');
        return addresses.viewAddresses();
      },
    ],
  ]);
  const view = await renderWithProviders(mount, {
    resolver,
    beforeFirstRender: (store) => store.dispatch(sessionStarted(session)),
  });
  return { ...view, reads };
}

/** The shell's part: its screen comes alive on a click. */
function ShellComingAlive() {
  const [alive, setAlive] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setAlive(true)}>
        Screen alive
      </button>
      <AddressDialogsMount restoreAddress={alive} />
    </>
  );
}

describe('bringing back the selected delivery address after a reload', () => {
  it('reads the address book for a session kept from before, and the listing goes to its address', async () => {
    const { store, reads } = await signedInWith(guestSession);
    await waitFor(() => expect(store.getState().stores.deliverTo).not.toBeNull());
    expect(reads).toEqual(['read']);
  });

  it('reads it for a sign-in that answered an address is selected', async () => {
    const { store, reads } = await signedInWith({ ...guestSession, addressSelected: true });
    await waitFor(() => expect(store.getState().stores.deliverTo).not.toBeNull());
    expect(reads).toEqual(['read']);
  });

  it('reads nothing when the sign-in answered that none is selected (a first visit)', async () => {
    const { store, reads } = await signedInWith({ ...guestSession, addressSelected: false });
    // The read would have been asked for in the effect of the first render, which has run.
    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    expect(reads).toEqual([]);
    expect(store.getState().stores.deliverTo).toBeNull();
  });

  it('waits while the shell says its screen is not alive yet', async () => {
    const { store, reads } = await signedInWith(guestSession, <ShellComingAlive />);
    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    expect(reads).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Screen alive' }));
    await waitFor(() => expect(store.getState().stores.deliverTo).not.toBeNull());
    expect(reads).toEqual(['read']);
  });
});
