import { applyDecorators, HttpStatus } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponse } from './error-response.dto';

/** The error answers the API documents, by name, with the `error` text NestJS gives each. */
const ERROR_STATUSES = {
  badRequest: [HttpStatus.BAD_REQUEST, 'Bad Request'],
  unauthorized: [HttpStatus.UNAUTHORIZED, 'Unauthorized'],
  forbidden: [HttpStatus.FORBIDDEN, 'Forbidden'],
  notFound: [HttpStatus.NOT_FOUND, 'Not Found'],
  conflict: [HttpStatus.CONFLICT, 'Conflict'],
  payloadTooLarge: [HttpStatus.PAYLOAD_TOO_LARGE, 'Payload Too Large'],
  unsupportedMediaType: [HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported Media Type'],
  unprocessableEntity: [HttpStatus.UNPROCESSABLE_ENTITY, 'Unprocessable Entity'],
  tooManyRequests: [HttpStatus.TOO_MANY_REQUESTS, 'Too Many Requests'],
  serviceUnavailable: [HttpStatus.SERVICE_UNAVAILABLE, 'Service Unavailable'],
} as const;

type ApiError = keyof typeof ERROR_STATUSES;

/**
 * What a 400 answers when no route says otherwise: the validation of every body and query refuses
 * a property the route does not take, listing the refusals.
 */
const BAD_REQUEST_MESSAGE = ['property nickname should not exist'];

/** A documented error: what causes it, and the `message` its answer carries, shown as the example. */
interface ErrorCause {
  cause: string;
  message: string | string[];
}

/**
 * Each error a route may answer, with what causes it (`true` documents one without: a 400 of bad
 * input, say), or the cause and the message of its answer.
 */
export type ApiErrorCauses = Partial<Record<ApiError, string | true | ErrorCause>>;

/**
 * Documents the error answers of a route, or of every route of a controller, all in NestJS's error
 * shape (`ErrorResponse`), each with an example of the answer it really gives:
 * `@ApiErrors({ badRequest: true, notFound: 'No such shop' })`. A 400's example is a validation
 * refusal unless the route gives its message; another error's message is the cause given.
 */
export const ApiErrors = (causes: ApiErrorCauses) =>
  applyDecorators(
    ...(Object.keys(ERROR_STATUSES) as ApiError[])
      .filter((error) => causes[error] !== undefined)
      .map((error) => {
        const [statusCode, name] = ERROR_STATUSES[error];
        const given = causes[error]!;
        const { cause, message } =
          typeof given === 'object'
            ? given
            : {
                cause: given === true ? undefined : given,
                message: error === 'badRequest' ? BAD_REQUEST_MESSAGE : given === true ? name : given,
              };
        return ApiResponse({
          status: statusCode,
          type: ErrorResponse,
          description: cause,
          example: { statusCode, message, error: name },
        });
      }),
  );
