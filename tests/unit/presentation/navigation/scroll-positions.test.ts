import { keptScrollPositions, sessionScrollPositions } from '@/presentation/components/navigation/scroll-positions';

class MapStorage implements Pick<Storage, 'getItem' | 'setItem'> {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

const asStorage = (storage: Pick<Storage, 'getItem' | 'setItem'>) => () => storage as Storage;

describe('sessionScrollPositions', () => {
  it('reads back what was written for an entry, the newest write winning', () => {
    const positions = sessionScrollPositions(asStorage(new MapStorage()));
    positions.write('a /', 120);
    positions.write('b /products', 40);
    positions.write('a /', 640);
    expect(positions.read('a /')).toBe(640);
    expect(positions.read('b /products')).toBe(40);
    expect(positions.read('c /')).toBeUndefined();
  });

  it('survives in the storage for a second reader (a reload)', () => {
    const storage = new MapStorage();
    sessionScrollPositions(asStorage(storage)).write('a /', 300);
    expect(sessionScrollPositions(asStorage(storage)).read('a /')).toBe(300);
  });

  it(`keeps only the newest ${keptScrollPositions} entries`, () => {
    const positions = sessionScrollPositions(asStorage(new MapStorage()));
    for (let index = 0; index <= keptScrollPositions; index += 1) positions.write(`entry-${index}`, index);
    expect(positions.read('entry-0')).toBeUndefined();
    expect(positions.read('entry-1')).toBe(1);
    expect(positions.read(`entry-${keptScrollPositions}`)).toBe(keptScrollPositions);
  });

  it('ignores stored text that is not its own', () => {
    const storage = new MapStorage();
    storage.setItem('storefront.scrollPositions', '{"a": 1');
    expect(sessionScrollPositions(asStorage(storage)).read('a')).toBeUndefined();
    storage.setItem('storefront.scrollPositions', '[["a", "high"], ["b", 7]]');
    expect(sessionScrollPositions(asStorage(storage)).read('a')).toBeUndefined();
    expect(sessionScrollPositions(asStorage(storage)).read('b')).toBe(7);
  });

  it('keeps positions in memory when session storage is refused', () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const positions = sessionScrollPositions(refused);
    positions.write('a /', 250);
    expect(positions.read('a /')).toBe(250);
  });
});
