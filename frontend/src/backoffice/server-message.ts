import { HttpError } from 'react-admin';

/**
 * The sentence a person can read from a failed back-office request: the NestJS answer's message
 * (validation messages joined), or `fallback` when the server said nothing useful.
 */
export function serverMessage(error: unknown, fallback = 'An unexpected error occurred.'): string {
  if (error instanceof HttpError) {
    const message = (error.body as { message?: unknown } | undefined)?.message;
    if (Array.isArray(message) && message.length > 0) return message.join(', ');
    if (typeof message === 'string' && message) return message;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
