import type { ReactNode } from 'react';
import { SessionEventsListener, SessionExpiredNotice } from './session-expired-notice';
import { StartupGate } from './startup-gate';

/** Start-up around the routes: sign-in and splash first, and the notice of a session the server ended. */
export function Startup(props: { readonly children: ReactNode }) {
  return (
    <>
      <SessionEventsListener />
      <StartupGate>{props.children}</StartupGate>
      <SessionExpiredNotice />
    </>
  );
}
