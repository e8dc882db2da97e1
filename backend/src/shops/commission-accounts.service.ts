import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuditActor } from '../audit/audit.service';
import type { Percentage } from '../common/money';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ShopResponse } from './dto/shop-response.dto';
import { Shop } from './shop.entity';
import { SHOP_NOT_FOUND, ShopsService } from './shops.service';

/** A shop as a commission ledger and its statement name it, with the commission rate in force now. */
export interface CommissionAccount {
  id: string;
  name: string;
  address: string;
  gstNumber: string;
  /** Who runs the shop: the one told of its settlements. */
  shopkeeperId: string;
  deleted: boolean;
  commissionRate: Percentage;
}

/**
 * The platform's commission on each shop's orders: the rate an admin sets, the rate in force (the
 * shop's own or the platform default), and the shops as the commission ledger names them.
 */
@Injectable()
export class CommissionAccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly shops: ShopsService,
  ) {}

  /**
   * The admin sets the platform's commission on the shop's orders delivered from now on (null: the
   * platform default); orders delivered before keep the rate they were delivered at. Recorded in the
   * audit trail with who made the change.
   */
  setRate(admin: AuditActor, id: string, commissionRate: Percentage | null): Promise<ShopResponse> {
    return this.shops.changeLocked(admin, id, 'shop.commission-changed', (manager, shop) =>
      manager.save(manager.merge(Shop, shop, { commissionRate })),
    );
  }

  /**
   * The commission rate an order of the shop delivered now is charged: the shop's own, or the
   * platform default. A deleted shop's too: an admin may still deliver its last orders.
   */
  async rateInForce(shopId: string, manager: EntityManager = this.dataSource.manager): Promise<Percentage> {
    return this.rateOf(await this.shops.findEver(shopId, manager));
  }

  /**
   * The shops a commission ledger names: every live one, and each of `alsoIds` even when deleted
   * (their orders and settlements stay), with the commission rate in force for each, by name.
   */
  async list(alsoIds: string[]): Promise<CommissionAccount[]> {
    const shops = await this.dataSource.manager
      .createQueryBuilder(Shop, 'shop')
      .withDeleted()
      .where('shop.deletedAt IS NULL')
      .orWhere('shop.id = ANY(CAST(:alsoIds AS uuid[]))', { alsoIds })
      .orderBy('shop.name')
      .addOrderBy('shop.id')
      .getMany();
    return shops.map((shop) => this.accountOf(shop));
  }

  /** One shop's commission account, deleted or not; 404 for an id no shop ever had. */
  async findOne(id: string): Promise<CommissionAccount> {
    const shop = await this.dataSource.manager.findOne(Shop, { where: { id }, withDeleted: true });
    if (!shop) throw new NotFoundException(SHOP_NOT_FOUND);
    return this.accountOf(shop);
  }

  private accountOf(shop: Shop): CommissionAccount {
    const { id, name, address, gstNumber, shopkeeperId, deletedAt } = shop;
    return {
      id,
      name,
      address,
      gstNumber,
      shopkeeperId,
      deleted: deletedAt !== null,
      commissionRate: this.rateOf(shop),
    };
  }

  private rateOf(shop: Shop): Percentage {
    return shop.commissionRate ?? this.config.platformCommissionRate;
  }
}
