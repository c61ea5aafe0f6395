import { useCallback } from 'react';
import { openAddresses } from '../../store/addresses/open-addresses';
import { useAppDispatch } from '../../store/hooks';

/** For the "Deliver to" chip: opens the address dialog, wherever the app shell mounts it. */
export function useOpenAddresses(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => openAddresses(dispatch), [dispatch]);
}
