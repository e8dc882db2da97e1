import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 in NestJS's error shape ({ statusCode, message, error }), which Nest has no class for. */
export class TooManyRequestsException extends HttpException {
  constructor(message: string) {
    super(
      { statusCode: HttpStatus.TOO_MANY_REQUESTS, message, error: 'Too Many Requests' },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
