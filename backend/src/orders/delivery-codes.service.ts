import { randomInt, timingSafeEqual } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { DELIVERY_CODE_ATTEMPTS, DELIVERY_CODE_LOCKED } from './order-state-machine';
import { Order } from './order.entity';

/**
 * The code the customer gives the shopkeeper at the door: made at dispatch, asked for to mark the
 * order delivered, and locked to admins after `DELIVERY_CODE_ATTEMPTS` wrong ones.
 */
@Injectable()
export class DeliveryCodesService {
  constructor(private readonly clock: Clock) {}

  /** A new 4-digit code with no wrong attempts yet, for an order being dispatched. */
  issue(): Pick<Order, 'deliveryCode' | 'wrongDeliveryCodes'> {
    return { deliveryCode: randomInt(0, 10_000).toString().padStart(4, '0'), wrongDeliveryCodes: 0 };
  }

  /** Whether wrong codes have left marking the order delivered to admins. */
  isLocked(order: Order): boolean {
    return order.wrongDeliveryCodes >= DELIVERY_CODE_ATTEMPTS;
  }

  /**
   * Checks the delivery code the shopkeeper sent: none is a 409; a wrong one is counted and answers
   * why it is refused; a right one answers undefined. Five wrong codes lock delivery to admins.
   */
  async check(manager: EntityManager, order: Order, sent: string | null | undefined): Promise<string | undefined> {
    // An order dispatched before delivery codes existed has none its customer could have seen.
    if (order.deliveryCode === null) return undefined;
    const left = DELIVERY_CODE_ATTEMPTS - order.wrongDeliveryCodes;
    const tries = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'} left`;
    if (!sent) {
      throw new ConflictException(
        `Enter the 4-digit delivery code the customer sees on their order to mark it delivered (${tries(left)}).`,
      );
    }
    const expected = Buffer.from(order.deliveryCode);
    if (expected.length === sent.length && timingSafeEqual(Buffer.from(sent), expected)) return undefined;
    await manager.update(Order, order.id, {
      wrongDeliveryCodes: order.wrongDeliveryCodes + 1,
      updatedAt: this.clock.now(),
    });
    return left > 1
      ? `That delivery code is wrong: ${tries(left - 1)}.`
      : `That delivery code is wrong. ${DELIVERY_CODE_LOCKED}`;
  }
}
