import { newVersionDecision, newVersionReloadDelayMs } from '@/domain/version/new-version';

describe('newVersionDecision', () => {
  it('reloads 3 seconds after the dialog', () => {
    expect(newVersionReloadDelayMs).toBe(3_000);
  });

  it.each([
    ['1.2.10', '1.2.9', { action: 'ANNOUNCE', version: '1.2.10', reason: 'NEWER' }],
    ['1.2.9', '1.2.10', { action: 'ANNOUNCE', version: '1.2.9', reason: 'DIFFERENT' }],
    ['build-7f3a', '2.0.0', { action: 'ANNOUNCE', version: 'build-7f3a', reason: 'DIFFERENT' }],
    ['2.0.0', 'garbage', { action: 'ANNOUNCE', version: '2.0.0', reason: 'DIFFERENT' }],
    [' 1.3.0\n', '1.2.9', { action: 'ANNOUNCE', version: '1.3.0', reason: 'NEWER' }],
    ['1.2.10', '1.2.10', { action: 'NONE' }],
    ['1.0.0', '1.0', { action: 'NONE' }],
    ['garbage', 'garbage', { action: 'NONE' }],
    ['', '1.2.9', { action: 'NONE' }],
    ['   ', '1.2.9', { action: 'NONE' }],
    ['1.3.0', null, { action: 'REMEMBER', version: '1.3.0' }],
    ['1.3.0', '', { action: 'REMEMBER', version: '1.3.0' }],
    ['', null, { action: 'NONE' }],
  ])('fetched %p with %p stored: %p', (fetched, stored, expected) => {
    expect(newVersionDecision(fetched, stored)).toEqual(expected);
  });
});
