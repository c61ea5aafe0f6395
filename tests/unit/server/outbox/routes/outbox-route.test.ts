import { isLoopbackAddress, outboxAccess } from '@/server/outbox/routes/outbox-route';

describe('outboxAccess', () => {
  it.each([
    ['development', {}, 'loopback'],
    ['test', {}, 'loopback'],
    ['development', { OUTBOX: 'off' }, 'nobody'],
    ['development', { OUTBOX: 'on' }, 'everyone'],
    ['production', {}, 'nobody'],
    ['production', { OUTBOX: 'off' }, 'nobody'],
    ['production', { OUTBOX: 'ON' }, 'nobody'],
    ['production', { OUTBOX: 'on' }, 'everyone'],
  ] as const)('in %s with %j is %p', (nodeEnv, env, access) => {
    expect(outboxAccess(nodeEnv, env)).toBe(access);
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['1270.0.0.1', false],
    ['127.0.0.1.example.org', false],
    [undefined, false],
  ])('%p is %p', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});
