import type { ErrorBody } from '@/contract/common/error.contract';

export type ErrorDetail = NonNullable<ErrorBody['error']['details']>[number];

export function errorBody(message: string, details?: ErrorDetail[], code?: number): ErrorBody {
  return {
    error: {
      message,
      ...(code === undefined ? {} : { code }),
      ...(details === undefined ? {} : { details }),
    },
  };
}
