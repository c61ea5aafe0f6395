import { buildContainer, resolverFor } from '@/app/container';
import { portTokens, useCaseTokens } from '@/application/tokens';
import { parseStorefrontConfig } from '@/config/parse-config';
import { HttpAuthGateway } from '@/infrastructure/api/http-auth-gateway';
import { BrowserDeviceIdentity } from '@/infrastructure/device/browser-device-identity';
import { LocalSessionStore } from '@/infrastructure/session/local-session-store';
import { SessionEventHub } from '@/infrastructure/session/session-event-hub';

function config() {
  const parsed = parseStorefrontConfig({});
  if (!parsed.ok) throw new Error('the empty configuration must be valid');
  return parsed.config;
}

describe('the composition root binds the session and the request layer', () => {
  it('resolves the start-up use case and the session ports without a cycle', () => {
    const container = buildContainer(config());
    const resolver = resolverFor(container);
    expect(typeof resolver.resolve(useCaseTokens.startSession)).toBe('function');
    expect(container.get(portTokens.authGateway)).toBeInstanceOf(HttpAuthGateway);
    expect(container.get(portTokens.sessionStore)).toBeInstanceOf(LocalSessionStore);
    expect(container.get(portTokens.deviceIdentity)).toBeInstanceOf(BrowserDeviceIdentity);
  });

  it('gives the screens the same event feed the request layer publishes to', () => {
    const container = buildContainer(config());
    const feed = container.get(useCaseTokens.sessionEvents);
    expect(feed).toBeInstanceOf(SessionEventHub);
    expect(feed).toBe(container.get(portTokens.sessionEvents));
  });
});
