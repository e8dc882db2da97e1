import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, EntityNotFoundError, In } from 'typeorm';
import { columnsOf, ListSpec } from '../database/paging/list-spec';
import { findPage, Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { AuditAction, auditValuesOf } from '../audit/audit-entry.entity';
import { AuditActor, AuditService } from '../audit/audit.service';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import type { SessionUser } from '../common/session-user';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ImagesService } from '../images/images.service';
import { newPin, pinOf } from '../pincodes/location';
import { PincodesService } from '../pincodes/pincodes.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { CreateShopDto } from './dto/create-shop.dto';
import { ShopkeeperProfileResponse, ShopResponse } from './dto/shop-response.dto';
import { UpdateOwnShopDto, UpdateShopDto } from './dto/update-shop.dto';
import { Shop } from './shop.entity';
import { ANY_SHOP, LIVE_SHOP } from './shops.queries';
import {
  ADMIN_EDIT_FIELDS,
  assertNewGstinValid,
  ONBOARDING_FIELDS,
  OWN_SHOP_FIELDS,
  shopFieldsOf,
} from './shop-writes';

export const SHOP_NOT_FOUND = 'Shop not found';

/** What the audit trail keeps of a shop: what admins and its shopkeeper set, and whose it is. */
const AUDITED_FIELDS = [...ADMIN_EDIT_FIELDS, 'logo', 'commissionRate', 'shopkeeperId', 'shopkeeperUsername'] as const;
export const SHOP_NOT_SET_UP = 'Shop not set up yet';
/** The changes of a shop the audit trail records. */
type ShopChange = Extract<AuditAction, `shop.${string}`>;

const SHOP_LIST: ListSpec = {
  columns: columnsOf('shop', ['id', 'name', 'email', 'isActive', 'createdAt', 'updatedAt']),
  search: ['shop.name'],
  defaultSort: ['name', 'ASC'],
};

/**
 * Shops and their onboarding. A deleted shop is gone for everyone: every query here leaves
 * soft-deleted rows out, so it answers 404 and drops out of lists.
 */
@Injectable()
export class ShopsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly images: ImagesService,
    private readonly audit: AuditService,
    private readonly pincodes: PincodesService,
  ) {}

  async list(query: ListQueryDto): Promise<Page<ShopResponse>> {
    const page = await findPage(this.dataSource.getRepository(Shop).createQueryBuilder('shop'), query, SHOP_LIST);
    return { ...page, rows: await this.answers(page.rows) };
  }

  /** How far the shop delivers, in km: its own radius or the configured default. */
  deliveryRadiusKmOf(shop: Shop): number {
    return shop.deliveryRadiusKm ?? this.config.deliveryRadiusKm;
  }

  async findOne(id: string): Promise<ShopResponse> {
    return this.answer(await this.load(id));
  }

  /**
   * Creates the shop with a new shopkeeper account, or links the existing shopkeeper of that
   * username who has no shop. Both rows are written in one transaction: both or neither.
   */
  onboard(actor: AuditActor, fields: CreateShopDto): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shopkeeper = await this.shopkeeperToOnboard(fields, manager);
      const onboarded = shopFieldsOf(fields, ONBOARDING_FIELDS, this.config);
      const located = this.located(null, onboarded);
      const shop = await manager.save(manager.create(Shop, { ...onboarded, ...located, shopkeeperId: shopkeeper.id }));
      return this.answerChanged(manager, actor, 'shop.onboarded', shop.id, null);
    });
  }

  update(actor: AuditActor, id: string, changes: UpdateShopDto): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.load(id, manager);
      const before = await this.answer(shop, manager);
      assertReadOnlyFieldsUnchanged(UpdateShopDto, changes, before);
      assertNewGstinValid(changes.gstNumber, shop.gstNumber);
      return this.save(manager, actor, shop, before, shopFieldsOf(changes, ADMIN_EDIT_FIELDS, this.config));
    });
  }

  /** Soft-deletes the shop and disables its shopkeeper: no more sign-ins, live sessions end. */
  remove(actor: AuditActor, id: string): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.lockedShop(manager, { id });
      const answer = await this.answer(shop, manager);
      await manager.softDelete(Shop, shop.id);
      await this.users.disable(shop.shopkeeperId, manager);
      await this.recordChange(manager, actor, 'shop.deleted', answer, null);
      return answer;
    });
  }

  /**
   * Changes the live shop under a lock, so that its changes take turns: `work` changes its row or
   * what another module keeps of it (its logo). Records the change in the audit trail as `action`
   * and answers the shop after.
   */
  changeLocked(
    actor: AuditActor,
    id: string,
    action: ShopChange,
    work: (manager: EntityManager, shop: Shop) => Promise<unknown>,
  ): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.lockedShop(manager, { id });
      const before = await this.answer(shop, manager);
      await work(manager, shop);
      return this.answerChanged(manager, actor, action, shop.id, before);
    });
  }

  /** The id of a shopkeeper's live shop, or null when none is set up. */
  async ownShopIdOf(shopkeeperId: string): Promise<string | null> {
    const shop = await this.dataSource.manager.findOne(Shop, { select: { id: true }, where: { shopkeeperId } });
    return shop?.id ?? null;
  }

  /**
   * The id of the signed-in shopkeeper's shop: the session's, or their live shop's when it was set up
   * after they signed in; null when none is.
   */
  async sessionShopIdOf(shopkeeper: SessionUser): Promise<string | null> {
    return shopkeeper.shopId ?? (await this.ownShopIdOf(shopkeeper.id));
  }

  /** The live shop of a shopkeeper, or null when none is set up. */
  findOwnShop(shopkeeperId: string): Promise<Shop | null> {
    return this.dataSource.manager.findOneBy(Shop, { shopkeeperId });
  }

  /** A shop customers may see: any shop not deleted, open or closed; null when there is none. */
  async findLive(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop | null> {
    const [shop] = await LIVE_SHOP.entities(manager, { id });
    return shop ?? null;
  }

  /** A shop whether deleted or not (a cart still shows it): the shop of a row that names it. */
  async findEver(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop> {
    const [shop] = await ANY_SHOP.entities(manager, { id });
    if (!shop) throw new EntityNotFoundError(Shop, { id });
    return shop;
  }

  /** As `findLive`, but 404 for a missing or deleted shop. */
  findForCustomers(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop> {
    return this.findLive(id, manager).then((shop) => shop ?? Promise.reject(new NotFoundException(SHOP_NOT_FOUND)));
  }

  /** The shopkeeper's own shop as they read it; 404 'Shop not set up yet' without one. */
  async findOwn(shopkeeperId: string): Promise<ShopResponse> {
    const shop = await this.findOwnShop(shopkeeperId);
    if (!shop) throw new NotFoundException(SHOP_NOT_SET_UP);
    return this.answer(shop);
  }

  /** Who the signed-in shopkeeper is, and their shop's id once an admin has set it up. */
  async shopkeeperProfile(shopkeeperId: string): Promise<ShopkeeperProfileResponse> {
    return { userId: shopkeeperId, shopId: await this.ownShopIdOf(shopkeeperId) };
  }

  /** The signed-in shopkeeper's edit of their own shop. */
  updateOwnShop(shopkeeper: AuditActor, changes: UpdateOwnShopDto): Promise<ShopResponse> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await this.lockedShop(manager, { shopkeeperId: shopkeeper.id }, SHOP_NOT_SET_UP);
      const before = await this.answer(shop, manager);
      assertReadOnlyFieldsUnchanged(UpdateOwnShopDto, changes, before);
      return this.save(manager, shopkeeper, shop, before, shopFieldsOf(changes, OWN_SHOP_FIELDS, this.config));
    });
  }

  /** How many shops there are, and how many of them are open; deleted ones are left out. */
  async counts(): Promise<{ active: number; total: number }> {
    const [active, total] = await Promise.all([
      this.dataSource.manager.countBy(Shop, { isActive: true }),
      this.dataSource.manager.count(Shop),
    ]);
    return { active, total };
  }

  /** The names of these shops by id, deleted ones included: past orders still name them. */
  async namesOf(ids: string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const shops = await manager.find(Shop, {
      select: { id: true, name: true },
      where: { id: In(ids) },
      withDeleted: true,
    });
    return new Map(shops.map((shop) => [shop.id, shop.name]));
  }

  /** Saves the changes of the shop, which answered `before`, and records them in the audit trail. */
  private async save(
    manager: EntityManager,
    actor: AuditActor,
    shop: Shop,
    before: ShopResponse,
    changes: Partial<Shop>,
  ): Promise<ShopResponse> {
    const located = this.located(shop, changes);
    await manager.save(manager.merge(Shop, shop, changes, located));
    return this.answerChanged(manager, actor, 'shop.updated', shop.id, before);
  }

  /**
   * Where a shop now at `shop` (null when new) is once `changes` apply: a new pin, or the pin it has
   * while its address keeps its pincode, checked against that pincode; else the pincode's centre;
   * else nowhere (`PincodesService.locateFreeText`).
   */
  private located(
    shop: Shop | null,
    changes: Partial<Shop>,
  ): Pick<Shop, 'latitude' | 'longitude' | 'locationPrecision'> {
    const address = changes.address ?? shop!.address;
    const pin = newPin(changes, shop);
    const samePincode = shop !== null && this.pincodes.pincodeIn(address) === this.pincodes.pincodeIn(shop.address);
    const keptPin = samePincode && shop.locationPrecision === 'pin' ? pinOf(shop) : null;
    const location = this.pincodes.locateFreeText(address, pin === undefined ? keptPin : pin);
    return location ?? { latitude: null, longitude: null, locationPrecision: null };
  }

  /** The shop as it is after a change, which is recorded in the audit trail with what it was `before`. */
  private async answerChanged(
    manager: EntityManager,
    actor: AuditActor,
    action: ShopChange,
    id: string,
    before: ShopResponse | null,
  ): Promise<ShopResponse> {
    const after = await this.answer(await this.load(id, manager), manager);
    await this.recordChange(manager, actor, action, before, after);
    return after;
  }

  /** Records a change of a shop (as admins read it before and after; null when there is none). */
  private recordChange(
    manager: EntityManager,
    actor: AuditActor,
    action: ShopChange,
    before: ShopResponse | null,
    after: ShopResponse | null,
  ): Promise<void> {
    const shop = (after ?? before)!;
    return this.audit.record(manager, actor, {
      action,
      entityType: 'shop',
      entityId: shop.id,
      entityName: shop.name,
      before: before && auditValuesOf(before, AUDITED_FIELDS),
      after: after && auditValuesOf(after, AUDITED_FIELDS),
    });
  }

  /** The live shop; 404 for a missing or deleted one. */
  private load(id: string, manager: EntityManager = this.dataSource.manager): Promise<Shop> {
    return manager
      .findOneBy(Shop, { id })
      .then((shop) => shop ?? Promise.reject(new NotFoundException(SHOP_NOT_FOUND)));
  }

  /** Shops as admins and their shopkeepers read them, with the shopkeepers' names and the logos from their modules. */
  private async answers(shops: Shop[], manager: EntityManager = this.dataSource.manager): Promise<ShopResponse[]> {
    const shopkeepers = await this.users.namesOf(
      shops.map((shop) => shop.shopkeeperId),
      manager,
    );
    const logos = await this.images.firstUrlsOf(
      'shop',
      shops.map((shop) => shop.id),
      manager,
    );
    return shops.map((shop) =>
      ShopResponse.from(shop, shopkeepers.get(shop.shopkeeperId)!, logos.get(shop.id) ?? null, this.config),
    );
  }

  private async answer(shop: Shop, manager?: EntityManager): Promise<ShopResponse> {
    const [answer] = await this.answers([shop], manager);
    return answer;
  }

  /** The live shop, locked against concurrent edits and deletes until the transaction ends. */
  private async lockedShop(
    manager: EntityManager,
    where: { id: string } | { shopkeeperId: string },
    notFound = SHOP_NOT_FOUND,
  ): Promise<Shop> {
    const shop = await manager.createQueryBuilder(Shop, 'shop').setLock('pessimistic_write').where(where).getOne();
    if (!shop) throw new NotFoundException(notFound);
    return shop;
  }

  private async shopkeeperToOnboard(fields: CreateShopDto, manager: EntityManager): Promise<User> {
    const existing = await this.users.lockByUsername(fields.shopkeeperUsername, manager);
    if (!existing) {
      return this.users.create(
        {
          name: fields.shopkeeperName,
          username: fields.shopkeeperUsername,
          email: fields.shopkeeperEmail,
          phone: fields.shopkeeperPhone,
          password: fields.shopkeeperPassword,
          role: 'shopkeeper',
        },
        manager,
      );
    }
    if (existing.role !== 'shopkeeper') throw new ConflictException('This username is already taken');
    if (await manager.existsBy(Shop, { shopkeeperId: existing.id })) {
      throw new ConflictException('This shopkeeper already has a shop');
    }
    // A shopkeeper whose earlier shop was deleted was disabled with it; a new shop lets them back in.
    if (existing.disabledAt) await this.users.enable(existing.id, manager);
    return existing;
  }
}
