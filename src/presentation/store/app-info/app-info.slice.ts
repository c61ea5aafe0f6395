import { createSlice } from '@reduxjs/toolkit';
import { featureTokens } from '@/application/tokens';
import type { AppInfo } from '@/application/version/read-app-info.use-case';
import { createAppAsyncThunk } from '../hooks';

export interface AppInfoState {
  /** Null until read; the footer leaves out what it does not know yet. */
  readonly info: AppInfo | null;
}

const initialState: AppInfoState = { info: null };

export const appInfoRequested = createAppAsyncThunk('appInfo/requested', async (_: void, { extra }) =>
  (await extra.feature(featureTokens.version)).readAppInfo(),
);

export const appInfoSlice = createSlice({
  name: 'appInfo',
  reducerPath: 'appInfo',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(appInfoRequested.fulfilled, (state, action) => {
      state.info = action.payload;
    });
  },
  selectors: {
    selectAppInfo: (state) => state.info,
  },
});

export const { selectAppInfo } = appInfoSlice.selectors;
