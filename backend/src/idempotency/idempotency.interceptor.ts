import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, lastValueFrom, Observable, of } from 'rxjs';
import { IDEMPOTENCY_KEY_HEADER, readIdempotencyKey, requestHash } from './idempotency-key';
import { HeldKey, IdempotencyService, KeptAnswer } from './idempotency.service';

/** Set on an answer given again from the kept one, instead of by handling the request. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** The route of `@Idempotent()`: see there. */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const key = readIdempotencyKey(req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
    if (key === undefined) return next.handle();
    const res = http.getResponse<Response>();
    const { method, originalUrl: path } = req;
    const claim = await this.idempotency.claim({
      userId: req.user!.id,
      key,
      method,
      path,
      requestHash: requestHash(method, path, req.body),
    });
    if ('replay' in claim) {
      res.status(claim.replay.statusCode).setHeader(REPLAYED_HEADER, 'true');
      return of(claim.replay.response);
    }
    return from(this.handleHolding(claim.held, res, next));
  }

  /** Handles the request holding its key; keeps its answer, or lets the key go for a retry. */
  private async handleHolding(held: HeldKey, res: Response, next: CallHandler): Promise<unknown> {
    let body: unknown;
    try {
      body = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (error) {
      const refusal = keptRefusal(error);
      if (refusal) await this.idempotency.record(held, refusal);
      // Should letting go fail too, the key is taken over after a minute: the client hears the first failure.
      else await this.idempotency.release(held).catch(() => undefined);
      throw error;
    }
    await this.idempotency.record(held, { statusCode: res.statusCode, response: body });
    return body;
  }
}

/**
 * The answer of a refusal the same request would get again, 4xx, as Nest's exception filter gives
 * it. A 429 passes with time, and a 5xx or an error of another kind is a failure a retry may not
 * meet: none of those is kept.
 */
function keptRefusal(error: unknown): KeptAnswer | undefined {
  if (!(error instanceof HttpException)) return undefined;
  const statusCode = error.getStatus();
  if (statusCode >= 500 || statusCode === HttpStatus.TOO_MANY_REQUESTS) return undefined;
  const response = error.getResponse();
  return { statusCode, response: typeof response === 'object' ? response : { statusCode, message: response } };
}
