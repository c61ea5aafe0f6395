import { noAddresses } from '@/domain/addresses/address';
import { addressBookChanged, selectSelectedAddressId } from '@/presentation/store/addresses/addresses.slice';
import { sessionEnded } from '@/presentation/store/session/session.slice';
import type { BrowseStores } from '@/application/catalogue/browse-stores.use-case';
import type { StorePage } from '@/domain/catalogue/store';
import { createAppStore } from '@/presentation/store/app-store';
import {
  deliveryLocationChosen,
  selectDeliverTo,
  selectStoresState,
  storesRequested,
  storesReset,
} from '@/presentation/store/stores/stores.slice';
import { fakeResolver, useCases } from '../../support/fake-resolver';
import { aStore } from '../../support/store-fixtures';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('stores slice', () => {
  it('gets the use case from the container through the thunk extra argument and stores its page', async () => {
    const browse: BrowseStores = async () => ({ stores: [aStore({ name: 'Deli' })], page: 1, totalStores: 1 });
    const store = createAppStore(fakeResolver([[useCases.browseStores, browse]]));
    await store.dispatch(storesRequested({ industryId: 21 }));
    expect(selectStoresState(store.getState())).toMatchObject({ status: 'succeeded', totalStores: 1, error: null });
    expect(selectStoresState(store.getState()).stores.map((s) => s.name)).toEqual(['Deli']);
  });

  it('keeps the newest answer when an older request finishes last', async () => {
    const slow = deferred<StorePage>();
    const fast = deferred<StorePage>();
    const answers = [slow.promise, fast.promise];
    const browse: BrowseStores = () => answers.shift() ?? Promise.reject(new Error('unexpected call'));
    const store = createAppStore(fakeResolver([[useCases.browseStores, browse]]));

    const first = store.dispatch(storesRequested({ industryId: 21 }));
    const second = store.dispatch(storesRequested({ industryId: 22 }));
    fast.resolve({ stores: [aStore({ name: 'Groceries first' })], page: 1, totalStores: 1 });
    await second;
    slow.resolve({ stores: [aStore({ name: 'Restaurants late' })], page: 1, totalStores: 1 });
    await first;

    expect(selectStoresState(store.getState()).stores.map((s) => s.name)).toEqual(['Groceries first']);
  });

  it('keeps a failure as an error value and empties the list', async () => {
    const browse: BrowseStores = () => Promise.reject({ code: 'NOT_FOUND', message: 'No such industry', status: 404 });
    const store = createAppStore(fakeResolver([[useCases.browseStores, browse]]));
    await store.dispatch(storesRequested({ industryId: 99 }));
    expect(selectStoresState(store.getState())).toMatchObject({
      status: 'failed',
      stores: [],
      error: { code: 'NOT_FOUND', message: 'No such industry' },
    });
  });

  it('turns a thrown non-error into a catalogue error rather than crashing', async () => {
    const browse: BrowseStores = () => Promise.reject(new TypeError('boom'));
    const store = createAppStore(fakeResolver([[useCases.browseStores, browse]]));
    await store.dispatch(storesRequested({ industryId: 21 }));
    expect(selectStoresState(store.getState()).error).toEqual({ code: 'CONNECTION_TIMEOUT', message: '' });
  });

  it('forgets where to deliver when the session ends, so the next visitor sees no other customer\u2019s address', () => {
    const store = createAppStore(fakeResolver([]));
    store.dispatch(deliveryLocationChosen({ description: 'Kamppi 1', coordinates: { lat: 60.17, long: 24.93 } }));
    store.dispatch(addressBookChanged({ ...noAddresses, selectedAddressId: 'home-1' }));
    expect(selectDeliverTo(store.getState())).not.toBeNull();

    store.dispatch(sessionEnded());

    expect(selectDeliverTo(store.getState())).toBeNull();
    expect(selectSelectedAddressId(store.getState())).toBeNull();
  });

  it('forgets the stores on a reset but keeps where to deliver', async () => {
    const browse: BrowseStores = async () => ({ stores: [aStore({ name: 'Deli' })], page: 2, totalStores: 30 });
    const store = createAppStore(fakeResolver([[useCases.browseStores, browse]]));
    const kamppi = { description: 'Kamppi 1', coordinates: { lat: 60.17, long: 24.93 } };
    store.dispatch(deliveryLocationChosen(kamppi));
    await store.dispatch(storesRequested({ industryId: 21, page: 2 }));

    store.dispatch(storesReset());

    expect(selectStoresState(store.getState())).toEqual({
      status: 'idle',
      stores: [],
      page: 1,
      totalStores: 0,
      error: null,
      latestRequestId: null,
      deliverTo: kamppi,
      aheadOfScreen: null,
    });
    expect(selectDeliverTo(store.getState())).toEqual(kamppi);
  });
});
