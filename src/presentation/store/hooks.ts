import { createAsyncThunk } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { DependencyResolver } from '@/application/tokens';
import type { AppError } from '@/application/errors/app-error';
import type { AppDispatch, RootState } from './app-store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: DependencyResolver;
  rejectValue: AppError;
}>();
