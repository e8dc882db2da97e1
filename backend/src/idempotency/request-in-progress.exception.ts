import { ConflictException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ErrorResponse } from '../common/error-response.dto';

export const IN_PROGRESS = 'A request with this Idempotency-Key is still being handled; try again in a moment.';
/** The `code` of the 409 a request gets while its key's first request is still being handled. */
export const REQUEST_IN_PROGRESS = 'IDEMPOTENT_REQUEST_IN_PROGRESS';

/**
 * A 409 of an `@Idempotent()` route. Its `code` tells a client the one worth sending again in a
 * moment, the key's first request still running, from a refusal, without reading the message.
 */
export class IdempotentConflictResponse extends ErrorResponse {
  @ApiPropertyOptional({
    enum: [REQUEST_IN_PROGRESS],
    description: 'While the first request with this Idempotency-Key is still being handled: send it again in a moment',
  })
  code?: typeof REQUEST_IN_PROGRESS;
}

/** The key's first request is still being handled: the same request sent again answers this 409. */
export class RequestInProgressException extends ConflictException {
  constructor() {
    const body: IdempotentConflictResponse = {
      statusCode: 409,
      message: IN_PROGRESS,
      error: 'Conflict',
      code: REQUEST_IN_PROGRESS,
    };
    super(body);
  }
}
