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
 * signed in, it brings back the address the customer selected before the reload; `restoreAddress` false holds
 * that back (the shell's page has not come alive yet, and the address book's code would compete with its code).
 */
export function AddressDialogsMount(props: { readonly restoreAddress?: boolean }) {
  const restoreAddress = props.restoreAddress ?? true;
  const dispatch = useAppDispatch();
  // Per user: a login as a customer brings that customer's addresses, not the guest's.
  const userQueryId = useAppSelector(selectSignedIn)?.user.queryId ?? null;
  const open = anyAddressDialogOpen(useAppSelector(selectAddressDialogs));

  useEffect(() => {
    if (restoreAddress && userQueryId !== null) void dispatch(deliveryLocationRestored());
  }, [dispatch, userQueryId, restoreAddress]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AddressDialogs />
    </Suspense>
  );
}
