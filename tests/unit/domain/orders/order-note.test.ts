import { keptOrderNote } from '@/domain/orders/order-note';

describe('keptOrderNote', () => {
  it.each([
    ['no note at all', null],
    ['a note never written', undefined],
    ['an empty note', ''],
    ['a note of blanks only', ' \n\t '],
  ])('keeps nothing for %s', (_case, note) => {
    expect(keptOrderNote(note)).toBeNull();
  });

  it('keeps what the customer wrote without its surrounding blanks', () => {
    expect(keptOrderNote('  Ovikoodi 1234\n')).toBe('Ovikoodi 1234');
  });

  it('keeps blanks inside the note', () => {
    expect(keptOrderNote('no nuts,  please')).toBe('no nuts,  please');
  });
});
