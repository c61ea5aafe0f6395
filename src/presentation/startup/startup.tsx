import type { ReactNode } from 'react';
import { SessionEventsListener, SessionExpiredNotice } from './session-expired-notice';
import { ServerDrawnContext } from './server-drawn';
import { StartupGate } from './startup-gate';

/**
 * Start-up around the routes: sign-in and splash first, and the notice of a session the server ended.
 * `renderedOnServer`: the server's renderer draws the first screen, whose visitor signs in once the page is in the
 * browser. `drawnScreenPath`: the browser takes that screen over before the sign-in (a first-time visitor on a
 * public screen, see DrawnScreenGate); otherwise it does so only after the sign-in.
 */
export function Startup(props: {
  readonly children: ReactNode;
  readonly renderedOnServer?: boolean;
  readonly drawnScreenPath?: string;
}) {
  // The same tree on both sides: the ids React makes (useId) follow its shape, and the browser's must match.
  const renderedOnServer = props.renderedOnServer ?? false;
  return (
    <ServerDrawnContext.Provider value={renderedOnServer || props.drawnScreenPath !== undefined}>
      <SessionEventsListener />
      <StartupGate renderedOnServer={renderedOnServer} drawnScreenPath={props.drawnScreenPath}>
        {props.children}
      </StartupGate>
      <SessionExpiredNotice />
    </ServerDrawnContext.Provider>
  );
}
