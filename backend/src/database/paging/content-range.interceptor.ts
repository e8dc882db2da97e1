import { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, Observable } from 'rxjs';
import type { Page } from './list-page';

/** Answers a `Page` as react-admin reads it: its rows as the body, its place and total in `Content-Range`. */
export class ContentRangeInterceptor<T> implements NestInterceptor<Page<T>, T[]> {
  constructor(private readonly resource: string) {}

  intercept(context: ExecutionContext, next: CallHandler<Page<T>>): Observable<T[]> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((page) => {
        const rows = page.rows.length > 0 ? `${page.offset}-${page.offset + page.rows.length - 1}` : '*';
        res.setHeader('Content-Range', `${this.resource} ${rows}/${page.total}`);
        res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
        return page.rows;
      }),
    );
  }
}
