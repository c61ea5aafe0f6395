import { cardLastFour } from '@/server/receipts/card-last-four';

describe('cardLastFour', () => {
  it('keeps the last four digits of whatever it is given', () => {
    expect(cardLastFour('1234')).toBe('1234');
    expect(cardLastFour('4111 1111 1111 9876')).toBe('9876');
    expect(cardLastFour('**** 5555')).toBe('5555');
  });

  it('prints nothing without four digits', () => {
    expect(cardLastFour(undefined)).toBeNull();
    expect(cardLastFour('123')).toBeNull();
    expect(cardLastFour('')).toBeNull();
  });
});
