import { isCount, isMoneyAmount } from '@/domain/validation/amounts';

describe('amounts typed in the console, by the pattern library', () => {
  it.each([
    ['14.90', true],
    ['3', true],
    ['0.5', true],
    ['14.905', false],
    ['-1', false],
    ['14.', false],
    ['1.2.3', false],
    ['', false],
  ])('%j is an amount of money: %s', (text, expected) => {
    expect(isMoneyAmount(text)).toBe(expected);
  });

  it.each([
    ['0', true],
    ['42', true],
    ['-7', false],
    ['4.2', false],
    ['4 2', false],
  ])('%j is a count: %s', (text, expected) => {
    expect(isCount(text)).toBe(expected);
  });
});
