import { demoBusinessCustomer, tradeTypesOf } from '@/server/accounts/trade-types';

describe('the trade types the reference server answers', () => {
  it('gives the demo business account the B2B trade type only', () => {
    expect(tradeTypesOf({ mobileNumber: demoBusinessCustomer.mobileNumber })).toEqual([{ id: 2, name: 'B2B' }]);
  });

  it.each([['+923001234567'], [null]])('gives every other account (%s) Retail', (mobileNumber) => {
    expect(tradeTypesOf({ mobileNumber })).toEqual([{ id: 1, name: 'Retail' }]);
  });
});
