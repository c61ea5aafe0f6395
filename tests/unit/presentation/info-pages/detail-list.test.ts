import { telHref } from '@/presentation/components/info-page/detail-list';

describe('telHref', () => {
  it.each([
    ['+358 40 123 4567', 'tel:+358401234567'],
    ['+92 300-1234567', 'tel:+923001234567'],
    ['0401234567', 'tel:0401234567'],
  ])('%s dials %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
