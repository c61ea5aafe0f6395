import type { AddressType, UserAddresses } from './address';

/** The slot a title asks for. Compared word by word, never looked up as a key, so "__proto__" is just a title. */
function slotNamedBy(title: string): 'home' | 'work' | null {
  const word = title.trim().toLowerCase();
  if (word === 'home') return 'home';
  if (word === 'work') return 'work';
  return null;
}

/**
 * The slot an address takes: home or work when its title is exactly that word (any case, surrounding spaces
 * ignored) and the slot is free, otherwise others. A slot held by the address being edited counts as free,
 * so updating the home address keeps it home.
 */
export function addressType(
  title: string,
  addresses: UserAddresses,
  editingQueryId: string | null = null,
): AddressType {
  const slot = slotNamedBy(title);
  if (slot === null) return 'others';
  const holder = addresses[slot];
  return holder === null || holder.queryId === editingQueryId ? slot : 'others';
}
