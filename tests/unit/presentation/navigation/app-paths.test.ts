import {
  homeDestination,
  listingRedirect,
  productListPath,
  withTradeType,
} from '@/presentation/components/navigation/app-paths';
import { positiveIntParam } from '@/presentation/components/navigation/query-params';

const retail = { transportMode: false, singleMerchantQueryId: null };

describe('app paths', () => {
  it('adds the trade type only when there is one', () => {
    expect(withTradeType('/order/history', 4)).toBe('/order/history?trade_type_id=4');
    expect(withTradeType('/order/history', undefined)).toBe('/order/history');
  });

  it("builds a store's product list with ALL categories, escaping the query id", () => {
    expect(productListPath('kahvila aalto/1', 22, undefined)).toBe(
      '/products/product-list/kahvila%20aalto%2F1/ALL/ALL/22',
    );
    expect(productListPath('s-1', 21, 4)).toBe('/products/product-list/s-1/ALL/ALL/21?trade_type_id=4');
  });

  it('lists stores in retail mode and redirects in the other modes, transport first', () => {
    expect(listingRedirect(retail, 4)).toBeNull();
    expect(listingRedirect({ transportMode: true, singleMerchantQueryId: 'm-1' }, 4)).toBe(
      '/transport/transport-start-journey',
    );
    expect(listingRedirect({ transportMode: false, singleMerchantQueryId: 'm-1' }, undefined)).toBe(
      '/products/product-list/m-1/ALL/ALL/3',
    );
  });

  it('sends /home to the listing of the given trade type, else the retail one', () => {
    expect(homeDestination(retail, 7)).toBe('/products?trade_type_id=7');
    expect(homeDestination(retail, undefined)).toBe('/products?trade_type_id=1');
  });

  it.each([
    ['3', 3],
    [null, 'fallback'],
    ['0', 'fallback'],
    ['-2', 'fallback'],
    ['2.5', 'fallback'],
    ['abc', 'fallback'],
    ['99999999999999999999', 'fallback'],
  ])('reads %p from the address as %p', (value, expected) => {
    expect(positiveIntParam(value, 'fallback')).toBe(expected);
  });
});
