import type { NextFunction, Request, Response } from 'express';

/** Deeper than any request body of the API; a body nested further is an attack on the parsers after it. */
export const MAX_BODY_DEPTH = 16;

/**
 * Keys that reach an object's prototype when assigned (`__proto__`), or shadow what every object
 * has. No field of the API is named so, and class-transformer would assign them to DTOs.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Half of a UTF-16 surrogate pair standing alone: no UTF-8 can carry it (validator's isEmail throws
 * on it, PostgreSQL would get U+FFFD instead). With the u flag a whole pair reads as one code point,
 * so only a lone half matches.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Refuses, with 400 and before any other work, what no valid request carries and what the layers
 * behind would choke on: a NUL character anywhere (PostgreSQL cannot store it in text), text that
 * is not Unicode (a lone surrogate, or an address whose escapes are not UTF-8), a body nested
 * deeper than `MAX_BODY_DEPTH`, and prototype keys in the body. Goes after the JSON parser.
 */
export function rejectHostileInput(req: Request, res: Response, next: NextFunction): void {
  const problem = urlProblem(req.originalUrl) ?? bodyProblem(req.body);
  if (problem === undefined) return next();
  res.status(400).json({ statusCode: 400, message: problem, error: 'Bad Request' });
}

function urlProblem(url: string): string | undefined {
  if (/%00/.test(url) || url.includes('\0')) return 'The address must not contain NUL characters';
  if (url.includes('%') && !isPercentEncodedUtf8(url))
    return 'The address must be percent-encoded UTF-8, without lone surrogates';
  return undefined;
}

/**
 * Whether every escape of the address decodes to UTF-8. An escaped lone surrogate (`%ED%A0%80`) is
 * not UTF-8, nor is a malformed escape (`%zz`): the query parser would turn them into U+FFFD.
 */
function isPercentEncodedUtf8(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/** What no text of a request may hold, as the end of a sentence; undefined when it holds none. */
function textProblem(text: string): string | undefined {
  if (text.includes('\0')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must not contain lone surrogates (half of a UTF-16 pair)';
  return undefined;
}

/** Walks the parsed body without recursion, so that depth itself cannot overflow the stack. */
function bodyProblem(body: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return `Text ${problem}`;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return `The body must not be nested more than ${MAX_BODY_DEPTH} levels deep`;
    for (const [key, child] of Object.entries(value)) {
      const problem = textProblem(key);
      if (problem) return `Field names ${problem}`;
      if (PROTOTYPE_KEYS.has(key)) return `${key} is not a field of this API`;
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
}
