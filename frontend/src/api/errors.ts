/**
 * The one place that reads a failed call, wherever it failed: the storefront's API client (an
 * `ApiError`), react-admin's data provider (an `HttpError`, recognised by its shape so that the
 * storefront never downloads react-admin) or the network itself.
 */

/** A non-success answer of the API client; its message is the spec's "status: body" text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

/** react-admin's HttpError: the status and the body fetchJson already parsed. */
interface HttpErrorLike {
  status: number;
  body?: unknown;
}

function isHttpErrorLike(error: unknown): error is HttpErrorLike {
  return error instanceof Error && typeof (error as Partial<HttpErrorLike>).status === 'number';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The HTTP status of a failed answer; undefined when no answer came (network failure). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError || isHttpErrorLike(error) ? error.status : undefined;
}

/** A missing record, someone else's, or an id that cannot be one (400): each reads as not found. */
export function isNotFound(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 400;
}

/** The JSON object a failed answer carried (NestJS's `{ statusCode, message, error, … }`), if any. */
export function errorBody(error: unknown): Record<string, unknown> | undefined {
  if (error instanceof ApiError) {
    try {
      const body: unknown = JSON.parse(error.body);
      return isObject(body) ? body : undefined;
    } catch {
      return undefined; // Not JSON: a proxy's HTML page, plain text.
    }
  }
  return isHttpErrorLike(error) && isObject(error.body) ? error.body : undefined;
}

/** fetch rejects with a TypeError when no answer came at all: offline, DNS, server down. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** 'name must be a string' reads 'Name must be a string.'; a message that is a sentence stays as it is. */
export function asSentence(text: string): string {
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * Sentences a person can read: the server's message (each of its validation messages a sentence),
 * or what went wrong in words when the server said nothing useful.
 */
export function errorMessage(error: unknown): string {
  const message = errorBody(error)?.message;
  if (Array.isArray(message) && message.length > 0) return message.map((text) => asSentence(String(text))).join(' ');
  if (typeof message === 'string' && message) return message;
  if (isNetworkFailure(error)) return 'The server could not be reached. Check your connection and try again.';
  if (error instanceof ApiError)
    return `The server could not complete the request (${error.status}). Please try again.`;
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred.';
}
