import { carTypeValueLength, carTypeValuePattern } from '@/domain/transport/car-type';

describe('a car type value', () => {
  it.each([
    ['economy', true],
    ['x', true],
    ['9seater', true],
    ['van_xl-2', true],
    ['e'.repeat(carTypeValueLength), true],
    ['e'.repeat(carTypeValueLength + 1), false],
    ['', false],
    ['-van', false],
    ['_van', false],
    ['Economy', false],
    ['eco nomy', false],
    ['eco?x=1', false],
    [' economy', false],
    ['economy ', false],
  ])('%j is written right: %s', (value, allowed) => {
    expect(carTypeValuePattern.test(value)).toBe(allowed);
  });
});
