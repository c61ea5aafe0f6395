import { errorBodyLimits, type ErrorBody } from '@/contract/common/error.contract';
import { textLimits } from '@/contract/common/fields';

export type ErrorDetail = NonNullable<ErrorBody['error']['details']>[number];

/**
 * The body of an error answer, within the bounds the contract states: a request with thousands of unknown or
 * over-long field names is told about the first hundred, each name shortened.
 */
export function errorBody(message: string, details?: ErrorDetail[], code?: number): ErrorBody {
  return {
    error: {
      message: shortened(message, textLimits.message),
      ...(code === undefined ? {} : { code }),
      ...(details === undefined
        ? {}
        : {
            details: details.slice(0, errorBodyLimits.details).map((detail) => ({
              field: shortened(detail.field, errorBodyLimits.field),
              message: shortened(detail.message, textLimits.message),
            })),
          }),
    },
  };
}

function shortened(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
