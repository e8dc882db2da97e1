import type { NextFunction, Request, Response } from 'express';

/** Deeper than any request body of the API; a body nested further is an attack on the parsers after it. */
export const MAX_BODY_DEPTH = 16;

/**
 * Keys that reach an object's prototype when assigned (`__proto__`), or shadow what every object
 * has. No field of the API is named so, and class-transformer would assign them to DTOs.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Refuses, with 400 and before any other work, what no valid request carries and what the layers
 * behind would choke on: a NUL character anywhere (PostgreSQL cannot store it in text), a body
 * nested deeper than `MAX_BODY_DEPTH`, and prototype keys in the body. Goes after the JSON parser.
 */
export function rejectHostileInput(req: Request, res: Response, next: NextFunction): void {
  const problem = urlProblem(req.originalUrl) ?? bodyProblem(req.body);
  if (problem === undefined) return next();
  res.status(400).json({ statusCode: 400, message: problem, error: 'Bad Request' });
}

function urlProblem(url: string): string | undefined {
  return /%00/.test(url) || url.includes('\0') ? 'The address must not contain NUL characters' : undefined;
}

/** Walks the parsed body without recursion, so that depth itself cannot overflow the stack. */
function bodyProblem(body: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) return 'Text must not contain NUL characters';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return `The body must not be nested more than ${MAX_BODY_DEPTH} levels deep`;
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\0')) return 'Field names must not contain NUL characters';
      if (PROTOTYPE_KEYS.has(key)) return `${key} is not a field of this API`;
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return undefined;
}
