import { isShopOpen } from '@/domain/catalogue/shop-status';

describe('isShopOpen', () => {
  it('is open only for the status "open"', () => {
    expect(isShopOpen('open')).toBe(true);
  });

  it.each(['closed', 'busy', '', 'Open', ' open'])(
    'reads %p as closed, as the spec reads anything but "open"',
    (status) => {
      expect(isShopOpen(status)).toBe(false);
    },
  );
});
