import type { SessionEvent, SessionEventFeed } from '@/application/ports/session-events.port';
import type { StartSession } from '@/application/session/start-session.use-case';
import { useCases } from '../../support/fake-resolver';
import type { Session } from '@/domain/session/session';
import { Startup } from '@/presentation/startup/startup';
import { fakeResolver, renderWithProviders, testConfig } from '../support/render-with-providers';
import type { Language } from '@/presentation/i18n/i18n';

export const guestSession: Session = {
  token: 'guest-token',
  kind: 'anonymous',
  user: { queryId: 'guest-1', status: 'active', fullName: '', mobileNumber: '', industryTypes: [] },
  startedAt: 0,
};

/** Session events the test publishes, as the request layer's failure handler would. */
export class FakeSessionEvents implements SessionEventFeed {
  private readonly listeners = new Set<(event: SessionEvent) => void>();

  publish(event: SessionEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  subscribe(listener: (event: SessionEvent) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

/** A start-session use case whose answers the test decides one call at a time. */
export function startSessionAnswering(...answers: Array<() => Promise<Session>>) {
  const calls: number[] = [];
  const startSession: StartSession = () => {
    calls.push(calls.length + 1);
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    return answer ? answer() : Promise.resolve(guestSession);
  };
  return { startSession, calls };
}

/** A promise the test settles when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export interface StartupRenderOptions {
  readonly startSession: StartSession;
  readonly events?: FakeSessionEvents;
  readonly config?: Record<string, unknown>;
  readonly language?: Language;
}

/** Renders the start-up around a stand-in for the routes. */
export function renderStartup(options: StartupRenderOptions) {
  const events = options.events ?? new FakeSessionEvents();
  const resolver = fakeResolver([
    [useCases.startSession, options.startSession],
    [useCases.sessionEvents, events],
  ]);
  return renderWithProviders(
    <Startup>
      <p>Storefront content</p>
    </Startup>,
    { resolver, config: testConfig(options.config), ...(options.language ? { language: options.language } : {}) },
  );
}
