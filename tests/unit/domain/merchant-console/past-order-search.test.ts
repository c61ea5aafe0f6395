import { readPastOrderSearch } from '@/domain/merchant-console/past-order-search';

const none = { code: '', phone: '', date: '' };

describe('readPastOrderSearch', () => {
  it.each([
    [none, {}],
    [{ ...none, code: ' #a7k9 ' }, { code: 'A7K9' }],
    [{ ...none, phone: '+358 (40) 123-4567' }, { phone: '+358 (40) 123-4567' }],
    [{ ...none, date: '2026-11-26' }, { date: '2026-11-26' }],
    [
      { code: ' ', phone: ' 040 ', date: ' 2026-11-26 ' },
      { phone: '040', date: '2026-11-26' },
    ],
    [
      { code: 'AB2', phone: '040', date: '2024-02-29' },
      { code: 'AB2', phone: '040', date: '2024-02-29' },
    ],
  ])('reads %j as %j', (input, search) => {
    expect(readPastOrderSearch(input)).toEqual({ ok: true, search });
  });

  it.each([
    [{ ...none, code: 'A-7' }, { code: 'NOT_A_CODE' }],
    [{ ...none, code: 'A'.repeat(21) }, { code: 'NOT_A_CODE' }],
    [{ ...none, phone: '12' }, { phone: 'NOT_A_PHONE' }],
    [{ ...none, phone: '040 abc' }, { phone: 'NOT_A_PHONE' }],
    [{ ...none, phone: 'abc 040' }, { phone: 'NOT_A_PHONE' }],
    // Two digits, however they are spaced.
    [{ ...none, phone: '1 2' }, { phone: 'NOT_A_PHONE' }],
    // A # only in front, as receipts print it.
    [{ ...none, code: 'A#7' }, { code: 'NOT_A_CODE' }],
    [{ ...none, date: '2026-02-30' }, { date: 'NOT_A_DATE' }],
    [{ ...none, date: '26.11.2026' }, { date: 'NOT_A_DATE' }],
  ])('refuses %j with %j', (input, problems) => {
    expect(readPastOrderSearch(input)).toEqual({ ok: false, problems });
  });
});
