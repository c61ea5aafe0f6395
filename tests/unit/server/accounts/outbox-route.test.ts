import { outboxRouteEnabled } from '@/server/outbox/outbox-route';

describe('outboxRouteEnabled', () => {
  it.each([
    ['development', {}, true],
    ['test', {}, true],
    ['production', {}, false],
    ['production', { OUTBOX: 'off' }, false],
    ['production', { OUTBOX: 'ON' }, false],
    ['production', { OUTBOX: 'on' }, true],
  ] as const)('in %s with %j is %p', (nodeEnv, env, enabled) => {
    expect(outboxRouteEnabled(nodeEnv, env)).toBe(enabled);
  });
});
