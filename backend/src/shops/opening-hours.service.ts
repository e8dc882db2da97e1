import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import {
  hasOpeningHoursShape,
  isOpenAt,
  nextOpening,
  OpeningHours,
  opensAtPhrase,
  StoredOpeningHours,
  usableOpeningHours,
} from './opening-hours';
import { Shop } from './shop.entity';

/** Whether a shop takes orders at a moment, and when it opens next when it does not. */
export interface ShopOpening {
  openNow: boolean;
  /** The next opening by its hours, while it is switched open but outside them; else null. */
  opensAt: Date | null;
  /** Why it takes no orders, as a 409 says it; null while it is open. */
  closedBecause: string | null;
}

/**
 * Whether shops take orders, by their switch and their opening hours (the rule: `opening-hours.ts`),
 * and the stored hours as they can be used.
 */
@Injectable()
export class OpeningHoursService {
  private readonly logger = new Logger(OpeningHoursService.name);
  /** The shops whose stored hours were found malformed, so that each is logged once. */
  private readonly malformedHoursLogged = new Set<string>();

  constructor(private readonly clock: Clock) {}

  /**
   * Whether the shop takes orders at `now`: open (its switch), inside its opening hours and not on a
   * holiday; a deleted shop never does. When it does not, when it opens next and the sentence saying so.
   */
  openingOf(shop: Shop, now: Date = this.clock.now()): ShopOpening {
    if (shop.deletedAt) {
      return { openNow: false, opensAt: null, closedBecause: `${shop.name} no longer takes orders: clear your cart.` };
    }
    const hours = this.hoursOf(shop);
    if (shop.isActive && hours && isOpenAt(hours, now)) return { openNow: true, opensAt: null, closedBecause: null };
    const opensAt = shop.isActive && hours ? nextOpening(hours, now) : null;
    const when = opensAt ? `: it opens ${opensAtPhrase(opensAt, now)}` : '';
    return { openNow: false, opensAt, closedBecause: `${shop.name} is closed now${when}.` };
  }

  /**
   * The shop's opening hours as stored, or what of them can be used when they are not of their shape
   * (null: it stays closed). Such a shop is logged once, so that someone saves its hours again.
   */
  hoursOf(shop: StoredOpeningHours & { id: string }): OpeningHours | null {
    if (hasOpeningHoursShape(shop)) return shop;
    if (!this.malformedHoursLogged.has(shop.id)) {
      this.malformedHoursLogged.add(shop.id);
      this.logger.error(`Shop ${shop.id} has opening hours or holidays of no schedule's shape: save them again`);
    }
    return usableOpeningHours(shop);
  }
}
