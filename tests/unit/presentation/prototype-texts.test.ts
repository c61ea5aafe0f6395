import en from '@/presentation/pages/prototypes/texts/en.json';
import fi from '@/presentation/pages/prototypes/texts/fi.json';

/** Every leaf key of a texts tree, dotted, with i18next's plural suffixes folded into the key they belong to. */
function leafKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leafKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the prototype screens’ texts', () => {
  it('have the same keys in Finnish and English', () => {
    expect(leafKeys(fi).sort()).toEqual(leafKeys(en).sort());
  });

  it('have no empty text', () => {
    const empty = (tree: Record<string, unknown>) =>
      leafKeys(tree).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
    expect(empty(en)).toEqual([]);
    expect(empty(fi)).toEqual([]);
  });
});
