import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * 429 in NestJS's error shape ({ statusCode, message, error }), which Nest has no class for. With
 * `retryAfterSeconds`, the answer's Retry-After (set by the exception filter) says when to try again.
 */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, message, error: 'Too Many Requests' },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
