import { ConflictException, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CLAIM_UTR } from './payments.queries';
import { UTR_USED } from './utr';
import type { UtrUse } from './utr-use.entity';

/** The UTRs already used, across the marketplace. */
@Injectable()
export class UtrRegisterService {
  /**
   * Records `utr` as paying for `use`, in the caller's transaction; 409 when it paid for anything
   * before. The insert skips a taken key rather than failing, so the transaction stays usable, and
   * a parallel transaction with the same UTR waits for this one and then finds it taken.
   */
  async claim(manager: EntityManager, use: Omit<UtrUse, 'usedAt'>): Promise<void> {
    const claimed = await CLAIM_UTR.rows(manager, use);
    if (claimed.length === 0) throw new ConflictException(UTR_USED);
  }
}
