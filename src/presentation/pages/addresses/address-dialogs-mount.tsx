import { Suspense, useEffect } from 'react';
import { anyAddressDialogOpen } from '../../store/addresses/address-dialogs-state';
import { selectAddressDialogs } from '../../store/addresses/addresses.slice';
import { deliveryLocationRestored } from '../../store/addresses/restore-delivery-location';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSignedIn } from '../../store/session/session.slice';
import { lazyWithTexts } from '../../i18n/lazy-with-texts';

// The dialogs, the form library and the map come as one chunk, fetched when the customer first opens them.
const AddressDialogs = lazyWithTexts(() =>
  import(/* webpackChunkName: "addresses" */ './address-dialogs').then((module) => ({
    default: module.AddressDialogs,
  })),
);

/**
 * Mounted once by the app shell, so the address dialog opens over whichever page asked for it. Once
 * signed in, it brings back the address the customer selected before the reload (unless the sign-in said there
 * is none); `restoreAddress` false holds
 * that back (the shell's page has not come alive yet, and the address book's code would compete with its code).
 */
export function AddressDialogsMount(props: { readonly restoreAddress?: boolean }) {
  const restoreAddress = props.restoreAddress ?? true;
  const dispatch = useAppDispatch();
  // Per user: a login as a customer brings that customer's addresses, not the guest's.
  const signedIn = useAppSelector(selectSignedIn);
  const userQueryId = signedIn?.user.queryId ?? null;
  // A sign-in whose answer named no selected address (a first visit's guest) has nothing to bring back, and the
  // address book's code is not fetched for it.
  const nothingToRestore = signedIn?.addressSelected === false;
  const open = anyAddressDialogOpen(useAppSelector(selectAddressDialogs));

  useEffect(() => {
    if (restoreAddress && userQueryId !== null && !nothingToRestore) void dispatch(deliveryLocationRestored());
  }, [dispatch, userQueryId, restoreAddress, nothingToRestore]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AddressDialogs />
    </Suspense>
  );
}
