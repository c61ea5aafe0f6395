/** Where each history entry was scrolled to; read back when the customer returns to the entry. */
export interface ScrollPositions {
  read(entry: string): number | undefined;
  write(entry: string, top: number): void;
}

const storageKey = 'storefront.scrollPositions';
/** Enough for any back-and-forth a customer does; older entries are forgotten. */
export const keptScrollPositions = 50;

type Entries = ReadonlyArray<readonly [string, number]>;

function parsed(text: string | null): Entries {
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is [string, number] =>
        Array.isArray(item) && typeof item[0] === 'string' && typeof item[1] === 'number' && Number.isFinite(item[1]),
    );
  } catch {
    return [];
  }
}

function withPosition(entries: Entries, entry: string, top: number): Entries {
  return [...entries.filter(([key]) => key !== entry), [entry, top] as const].slice(-keptScrollPositions);
}

/**
 * Positions in the tab's session storage, so a reload still returns to them as the browser would; in memory
 * where session storage is refused (some private windows), which still covers back and forward.
 */
export function sessionScrollPositions(storage: () => Storage): ScrollPositions {
  let memory: Entries = [];
  const load = (): Entries => {
    try {
      return parsed(storage().getItem(storageKey));
    } catch {
      return memory;
    }
  };
  return {
    read: (entry) => load().find(([key]) => key === entry)?.[1],
    write(entry, top) {
      memory = withPosition(load(), entry, top);
      try {
        storage().setItem(storageKey, JSON.stringify(memory));
      } catch {
        // The memory copy above serves the rest of the visit.
      }
    },
  };
}
