import { featureTokens } from '@/application/tokens';
import { createAppAsyncThunk } from '../hooks';
import { sessionEnded } from '../session/session.slice';

/**
 * Logs out on the server and here, then tells the screens; the start-up gate signs the device in as a
 * guest again. The customer asked to leave, so the screens forget the customer even when clearing failed.
 */
export const logoutRequested = createAppAsyncThunk(
  'accounts/logoutRequested',
  async (_: void, { extra, dispatch }) => {
    try {
      const { logOut } = await extra.feature(featureTokens.accounts);
      await logOut();
    } finally {
      dispatch(sessionEnded());
    }
  },
  { condition: (_, { getState }) => !getState().accountMenu.loggingOut },
);
