import type { ErrorBody } from '@/contract/common/error.contract';

export type ErrorDetail = NonNullable<ErrorBody['error']['details']>[number];

export function errorBody(message: string, details?: ErrorDetail[]): ErrorBody {
  return { error: details === undefined ? { message } : { message, details } };
}
