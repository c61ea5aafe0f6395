import { useContext } from 'react';
import { Navigate } from 'react-router-dom';
import { DrawingOutcomeContext } from './drawing-outcome';

/**
 * Sends the visitor on to `to`, replacing the address in the history. In the browser that is a navigation; drawn on
 * the server it is noted in the drawing's outcome, which the server answers as an HTTP redirect.
 */
export function RedirectTo({ to }: { readonly to: string }) {
  const outcome = useContext(DrawingOutcomeContext);
  if (outcome !== null) {
    outcome.leadsTo(to);
    return null;
  }
  return <Navigate replace to={to} />;
}
