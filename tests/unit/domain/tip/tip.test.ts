import {
  defaultTip,
  isTipOffered,
  tipFromInput,
  tipFromMinorUnits,
  tipInMinorUnits,
  tipPresets,
} from '@/domain/tip/tip';
import { openTipSelector, pickTipPreset, typeTip } from '@/domain/tip/tip-selector';

describe('tip', () => {
  it('offers 20, 50 and 100, and is 0 by default', () => {
    expect(tipPresets).toEqual([20, 50, 100]);
    expect(defaultTip).toBe(0);
  });

  it.each([
    [false, true],
    [true, false],
  ])('a business user (%p) is offered a tip: %p', (isBusinessUser, offered) => {
    expect(isTipOffered(isBusinessUser)).toBe(offered);
  });

  it.each<[string, number | null]>([
    ['', 0],
    ['0', 0],
    ['20', 20],
    ['007', 7],
    ['90071992547409', 90071992547409],
    ['90071992547410', null],
    ['3a', null],
    ['12.50', null],
    ['12,50', null],
    ['-5', null],
    ['+5', null],
    [' 5', null],
    ['1 000', null],
    ['٥', null],
  ])('the field reads %p as %p', (text, expected) => {
    expect(tipFromInput(text)).toBe(expected);
  });

  it.each([
    [0, 0],
    [20, 2000],
    [100, 10000],
    [90071992547409, 9007199254740900],
  ])('a tip of %i is %i minor units', (tip, minor) => {
    expect(tipInMinorUnits(tip)).toBe(minor);
    expect(Number.isSafeInteger(tipInMinorUnits(tip))).toBe(true);
  });

  it.each([
    [0, 0],
    [2000, 20],
    [5049, 50],
    [5050, 51],
  ])('a charged tip of %i minor units is the whole amount %i', (minor, tip) => {
    expect(tipFromMinorUnits(minor)).toBe(tip);
  });
});

describe('tip selector', () => {
  const consumer = openTipSelector(false);
  const business = openTipSelector(true);

  it('opens empty with tip 0, hidden for a business user', () => {
    expect(consumer).toEqual({ offered: true, input: '', tip: 0 });
    expect(business).toEqual({ offered: false, input: '', tip: 0 });
  });

  it.each([
    ['35', { offered: true, input: '35', tip: 35 }],
    ['3a', { offered: true, input: '', tip: 0 }],
    ['', { offered: true, input: '', tip: 0 }],
  ])('typing %p gives %o', (text, expected) => {
    expect(typeTip(consumer, text)).toEqual(expected);
  });

  it('keeps the last digits when a change is not digits only', () => {
    expect(typeTip(typeTip(consumer, '35'), '35x')).toEqual({ offered: true, input: '35', tip: 35 });
  });

  it.each([
    [20, 20],
    [50, 50],
    [100, 100],
    [30, 0],
  ])('picking %i gives a tip of %i', (preset, tip) => {
    expect(pickTipPreset(consumer, preset).tip).toBe(tip);
  });

  it('takes no tip from a business user', () => {
    expect(typeTip(business, '35')).toBe(business);
    expect(pickTipPreset(business, 50)).toBe(business);
  });
});
