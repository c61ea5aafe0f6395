import { selectAddressDialogs } from '../../store/addresses/addresses.slice';
import { useAppSelector } from '../../store/hooks';
import { AddressFormDialog } from './address-form-dialog';
import { AddressListDialog } from './address-list-dialog';
import { DeleteAddressDialog } from './delete-address-dialog';
import { MapPickerDialog } from './map-picker-dialog';

/**
 * The address dialogs, one at a time: the newest one opened is shown, so focus is trapped in exactly one.
 * Closing the map, the form or the delete question goes back to the list.
 */
export function AddressDialogs() {
  const dialogs = useAppSelector(selectAddressDialogs);
  if (dialogs.pendingDelete) return <DeleteAddressDialog address={dialogs.pendingDelete} />;
  if (dialogs.formOpen && dialogs.draft) return <AddressFormDialog draft={dialogs.draft} />;
  if (dialogs.mapOpen) return <MapPickerDialog />;
  if (dialogs.listOpen) return <AddressListDialog />;
  return null;
}
