import type { Readable } from 'node:stream';
import { applyDecorators, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';

/** A file to download: its name and its bytes or stream. */
export interface NamedFile<T> {
  fileName: string;
  content: T;
}

/** A CSV file, whole or streamed, as a download under its name. */
export function csvDownload({ fileName, content }: NamedFile<string | Readable>): StreamableFile {
  const options = { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` };
  return typeof content === 'string'
    ? new StreamableFile(Buffer.from(content), options)
    : new StreamableFile(content, options);
}

/** A PDF file as a download under its name. */
export function pdfDownload({ fileName, content }: NamedFile<Buffer>): StreamableFile {
  return new StreamableFile(content, {
    type: 'application/pdf',
    disposition: `attachment; filename="${fileName}"`,
    length: content.length,
  });
}

/** Documents the answer of a route that downloads a CSV file. */
export const ApiCsvFile = (description: string) =>
  applyDecorators(
    ApiProduces('text/csv'),
    ApiOkResponse({ description, content: { 'text/csv': { schema: { type: 'string' } } } }),
  );

/** Documents the answer of a route that downloads a PDF file. */
export const ApiPdfFile = (description: string) =>
  ApiOkResponse({ description, content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } });
