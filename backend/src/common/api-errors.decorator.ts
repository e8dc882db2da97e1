import { applyDecorators, HttpStatus } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponse } from './error-response.dto';

/** The error answers the API documents, by name. */
const ERROR_STATUSES = {
  badRequest: HttpStatus.BAD_REQUEST,
  unauthorized: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  notFound: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  payloadTooLarge: HttpStatus.PAYLOAD_TOO_LARGE,
  unsupportedMediaType: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  tooManyRequests: HttpStatus.TOO_MANY_REQUESTS,
  serviceUnavailable: HttpStatus.SERVICE_UNAVAILABLE,
} as const;

type ApiError = keyof typeof ERROR_STATUSES;

/** Each error a route may answer, with what causes it; `true` documents one without (a 400 of bad input, say). */
export type ApiErrorCauses = Partial<Record<ApiError, string | true>>;

/**
 * Documents the error answers of a route, or of every route of a controller, all in NestJS's error
 * shape (`ErrorResponse`): `@ApiErrors({ badRequest: true, notFound: 'No such shop' })`.
 */
export const ApiErrors = (causes: ApiErrorCauses) =>
  applyDecorators(
    ...(Object.keys(ERROR_STATUSES) as ApiError[])
      .filter((error) => causes[error] !== undefined)
      .map((error) => {
        const cause = causes[error];
        return ApiResponse({
          status: ERROR_STATUSES[error],
          type: ErrorResponse,
          description: cause === true ? undefined : cause,
        });
      }),
  );
