import fc from 'fast-check';
import { addressType } from '@/domain/addresses/address-type';
import { addressesWith } from '../../../support/fakes/address-fixtures';

describe('addressType', () => {
  it.each([
    ['Home', {}, 'home'],
    ['HOME', {}, 'home'],
    ['home', {}, 'home'],
    ['  hOmE  ', {}, 'home'],
    ['Work', {}, 'work'],
    [' Work ', {}, 'work'],
    ['\tWORK\n', {}, 'work'],
    ['homework', {}, 'others'],
    ['home work', {}, 'others'],
    ['Home 2', {}, 'others'],
    ['', {}, 'others'],
    ['Cottage', {}, 'others'],
    ['__proto__', {}, 'others'],
    ['constructor', {}, 'others'],
    ['Home', { home: true }, 'others'],
    ['Work', { work: true }, 'others'],
    ['Work', { home: true }, 'work'],
    ['Home', { work: true }, 'home'],
    ['home', { home: true, work: true }, 'others'],
  ] as const)('title %j with slots %o is %s', (title, slots, expected) => {
    expect(addressType(title, addressesWith(slots))).toBe(expected);
  });

  it('keeps the home address home when it is the one being edited', () => {
    expect(addressType('Home', addressesWith({ home: true }), 'home-1')).toBe('home');
  });

  it('does not let another address take a slot held by a different address', () => {
    expect(addressType('Work', addressesWith({ work: true }), 'others-1')).toBe('others');
  });

  it('is others for every title that is not home or work after trimming and lower-casing', () => {
    fc.assert(
      fc.property(
        fc.string().filter((title) => !['home', 'work'].includes(title.trim().toLowerCase())),
        (title) => addressType(title, addressesWith({})) === 'others',
      ),
    );
  });
});
