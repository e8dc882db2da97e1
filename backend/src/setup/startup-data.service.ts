import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Address } from '../addresses/address.entity';
import { Category } from '../categories/category.entity';
import { parseMoney, Paise } from '../common/money';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ImagesService } from '../images/images.service';
import { Product } from '../products/product.entity';
import { Shop } from '../shops/shop.entity';
import { UsersService } from '../users/users.service';
import { DEMO_CUSTOMER_ADDRESS, DEMO_SHOPS, DEMO_USERS, DemoShop } from './demo-data';
import { DemoCast, DemoOrdersService, DemoShopIds } from './demo-orders.service';
import { demoLogo, demoPicture } from './demo-pictures';
import { STARTUP_LOCKS, withAdvisoryLock } from './migrate';

export interface DemoSignIn {
  role: string;
  username: string;
  password: string;
}

/** At start-up: makes sure the configured admin exists, and fills an empty database with demo data. */
@Injectable()
export class StartupDataService implements OnApplicationBootstrap {
  private readonly logger = new Logger(StartupDataService.name);
  /** The sign-ins of the demo data loaded by this start, for main.ts to print. */
  demoSignIns: DemoSignIn[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly images: ImagesService,
    private readonly demoOrders: DemoOrdersService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await withAdvisoryLock(this.dataSource, STARTUP_LOCKS.startupData, async () => {
      if (this.config.demoData && (await this.users.count()) === 0) await this.loadDemoData();
      if (this.config.admin) {
        const outcome = await this.users.ensureAdmin(this.config.admin);
        this.logger.log(`Admin ${this.config.admin.username} ${outcome} from ADMIN_USERNAME`);
      }
    });
  }

  /**
   * The people, shops and catalogues in one transaction, so a failed start leaves the database empty
   * and the next one retries; then weeks of orders, through the services that take them.
   */
  private async loadDemoData(): Promise<void> {
    const cast = await this.dataSource.transaction(async (manager) => {
      const people = new Map<string, string>();
      let addressId = '';
      for (const user of DEMO_USERS) {
        const created = await this.users.create(user, manager);
        people.set(user.username, created.id);
        if (user.username === DEMO_CUSTOMER_ADDRESS.username) {
          const address = manager.create(Address, { ...DEMO_CUSTOMER_ADDRESS.address, userId: created.id });
          addressId = (await manager.save(address)).id;
        }
      }
      const shops: DemoCast['shops'] = new Map();
      for (const [shopIndex, demo] of DEMO_SHOPS.entries()) {
        shops.set(demo.shopkeeper.username, await this.loadDemoShop(manager, demo, shopIndex));
      }
      const admin = { id: people.get('admin')!, role: 'admin' as const, shopId: null };
      return { admin, customerId: people.get(DEMO_CUSTOMER_ADDRESS.username)!, addressId, shops };
    });
    await this.demoOrders.load(cast);
    this.demoSignIns = [...DEMO_USERS, ...DEMO_SHOPS.map((demo) => demo.shopkeeper)].map(
      ({ role, username, password }) => ({ role, username, password }),
    );
    this.logger.log('Demo data loaded');
  }

  private async loadDemoShop(manager: EntityManager, demo: DemoShop, shopIndex: number): Promise<DemoShopIds> {
    const shopkeeper = await this.users.create(demo.shopkeeper, manager);
    const { minimumOrder, ...fields } = demo.shop;
    const shop = await manager.save(
      manager.create(Shop, {
        ...fields,
        minimumOrder: minimumOrder === null ? null : paise(minimumOrder),
        shopkeeperId: shopkeeper.id,
      }),
    );
    const logo = await this.images.encode(await demoLogo(shop.name, shopIndex));
    await this.images.replace(manager, { kind: 'shop', id: shop.id }, logo);
    const products = new Map<string, string>();
    for (const [categoryIndex, { products: demoProducts, ...fields }] of demo.categories.entries()) {
      const category = await manager.save(
        manager.create(Category, { ...fields, shopId: shop.id, productCount: demoProducts.length }),
      );
      const saved = await manager.save(
        demoProducts.map((product) =>
          manager.create(Product, {
            ...product,
            shopId: shop.id,
            categoryId: category.id,
            originalPrice: paise(product.originalPrice),
            discountedPrice: paise(product.discountedPrice),
            gstPercentage: paise(product.gstPercentage),
          }),
        ),
      );
      for (const product of saved) {
        products.set(product.name, product.id);
        const picture = await this.images.encode(await demoPicture(product.name, categoryIndex));
        await this.images.add(manager, { kind: 'product', id: product.id }, picture, 1);
      }
    }
    return { shopId: shop.id, shopkeeperId: shopkeeper.id, products };
  }
}

/** Hundredths of a demo amount written in rupees (or percent). */
function paise(text: string): Paise {
  const value = parseMoney(text);
  if (value === undefined) throw new Error(`Demo data has an invalid amount: ${text}`);
  return value;
}
