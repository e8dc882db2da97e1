import { Header } from '@nestjs/common';

/**
 * A read that browsers may keep but must check again on each use: `private, no-cache` instead of
 * the API's `no-store`. Express tags each answer with a weak ETag of its body; a request whose
 * If-None-Match still matches gets 304 without a body, so an unchanged catalogue costs no transfer.
 * `private`: shared caches never keep it (answers depend on who asks).
 */
export const RevalidatedRead = (): MethodDecorator => Header('Cache-Control', 'private, no-cache');
