import { BadRequestException } from '@nestjs/common';
import { INVALID_KEY, readIdempotencyKey, requestHash } from './idempotency-key';

describe('readIdempotencyKey', () => {
  it('takes no header as no key', () => {
    expect(readIdempotencyKey(undefined)).toBeUndefined();
  });

  it.each([
    ['8 characters', 'abcd1234'],
    ['100 characters', 'k'.repeat(100)],
    ['a UUID', '3f1c9a52-7d4e-4b8a-9c0f-2e6d5b7a8c91'],
    ['underscores and dashes', 'desk_queue-0001'],
    ['a prototype name', '__proto__'],
    ['another one', 'constructor'],
  ])('takes %s', (_what, key) => {
    expect(readIdempotencyKey(key)).toBe(key);
  });

  it.each([
    ['an empty one', ''],
    ['7 characters', 'abc1234'],
    ['101 characters', 'k'.repeat(101)],
    ['a space', 'desk queue 1'],
    ['a header sent twice, as Node joins it', 'first-key-1, second-key-2'],
    ['a NUL', 'desk-key\u0000-1'],
    ['a line break', 'desk-key-1\n'],
    ['letters outside ASCII', 'dükan-key-1'],
    ['a lone surrogate', 'desk-key-\ud800'],
    ['a list of headers', ['first-key-1', 'second-key-2']],
  ])('refuses %s with 400', (_what, header) => {
    expect(() => readIdempotencyKey(header)).toThrow(new BadRequestException(INVALID_KEY));
  });
});

describe('requestHash', () => {
  const path = '/api/shopkeeper/orders/3f1c9a52-7d4e-4b8a-9c0f-2e6d5b7a8c91';

  it('is the same for the same request, in 64 hex digits', () => {
    const hash = requestHash('PUT', path, { status: 'confirmed' });
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash('PUT', path, JSON.parse('{"status":"confirmed"}'))).toBe(hash);
  });

  it('tells apart another method, address or body', () => {
    const hash = requestHash('PUT', path, { status: 'confirmed' });
    expect(requestHash('POST', path, { status: 'confirmed' })).not.toBe(hash);
    expect(requestHash('PUT', `${path}x`, { status: 'confirmed' })).not.toBe(hash);
    expect(requestHash('PUT', path, { status: 'cancelled' })).not.toBe(hash);
    expect(requestHash('PUT', path, undefined)).not.toBe(requestHash('PUT', path, {}));
  });
});
