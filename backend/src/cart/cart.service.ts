import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Address } from '../addresses/address.entity';
import { addressIn } from '../addresses/addresses.queries';
import { AddressesService } from '../addresses/addresses.service';
import { entityOf } from '../database/built-query';
import { columnsOf, ListSpec } from '../database/paging/list-spec';
import { findPage, mapPage, Page } from '../database/paging/list-page';
import { ListQueryDto } from '../database/paging/list-request';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import type { Paise } from '../common/money';
import { DeliveryFeesService } from '../delivery-fees/delivery-fees.service';
import { deliveryCharges, distanceKm, orderAmounts, priceLine } from '../pricing/pricing';
import type { ProductView } from '../products/product-view';
import { productNameSql, productViewIn } from '../products/products.queries';
import { ProductsService } from '../products/products.service';
import { isAvailable, notEnoughStock } from '../products/stock.service';
import { Shop } from '../shops/shop.entity';
import { OpeningHoursService } from '../shops/opening-hours.service';
import { ShopsService } from '../shops/shops.service';
import { CartItem, MAX_CART_QUANTITY } from './cart-item.entity';
import {
  CART_ITEM_BY_ID,
  CART_ITEM_OF_PRODUCT,
  CART_PRODUCT_PREFIX,
  CART_TO_ADDRESS,
  CART_TO_DEFAULT_ADDRESS,
  DELETE_CART,
  INSERT_CART,
  INSERT_CART_ITEM,
  LOCKED_CART_OF_CUSTOMER,
  SET_CART_ITEM_QUANTITY,
} from './cart.queries';
import { Cart } from './cart.entity';
import { deliveryTerms, DeliveryTerms, placeNameOf } from './delivery-terms';
import { AddCartItemDto, CartItemResponse, CartResponse } from './dto/cart.dto';
import { LoadedCart, PricedCart, PricedCartLine } from './priced-cart';

export const CART_SHOP_CONFLICT = 'CART_SHOP_CONFLICT';

/** Tries at creating a cart while others delete it; each one waits for the deleting transaction. */
const CART_CREATION_ROUNDS = 3;

const CART_ITEM_LIST: ListSpec = {
  columns: columnsOf('item', ['id', 'quantity', 'productId', 'createdAt']),
  search: [],
  defaultSort: ['createdAt', 'ASC'],
};

/**
 * A customer's one cart, for one shop (D7, D10). The cart row exists while it holds items;
 * every write locks it, so two writes of one customer (or a write and a checkout) take turns.
 * Amounts always come from `pricing.ts`, priced from the products as they are now.
 */
@Injectable()
export class CartService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG)
    private readonly config: Pick<AppConfig, 'deliverySpeedKmph'>,
    private readonly addresses: AddressesService,
    private readonly products: ProductsService,
    private readonly shops: ShopsService,
    private readonly openingHours: OpeningHoursService,
    private readonly deliveryFees: DeliveryFeesService,
  ) {}

  /** The cart priced for delivery to `addressId` (one of the customer's) or else to the default address. */
  async get(customerId: string, addressId?: string): Promise<CartResponse> {
    const cart = await this.load(this.dataSource.manager, customerId, addressId);
    // Answers the 404 of an address that is not the customer's, or lets the empty cart be quoted.
    if (addressId !== undefined) await this.addressOf(cart, customerId, addressId);
    return CartResponse.from(this.price(cart));
  }

  /**
   * The customer's address `addressId` that `loaded` was loaded for: the one its rows joined, or else
   * the one they left out (a 404 when it is not the customer's). An empty cart has no row to join it.
   */
  async addressOf(
    loaded: LoadedCart | null,
    customerId: string,
    addressId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Address> {
    return loaded?.address ?? this.addresses.findOne(customerId, addressId, manager);
  }

  addItem(customerId: string, { productId, quantity, shopId, replace }: AddCartItemDto): Promise<CartResponse> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.products.findLive(productId, manager);
      const shop = product && (await this.shops.findLive(product.shopId, manager));
      if (!product || !shop) throw new NotFoundException('Product not found');
      if (shopId !== undefined && shopId !== shop.id) {
        throw new BadRequestException('shopId is not the shop of this product');
      }
      const { closedBecause } = this.openingHours.openingOf(shop);
      if (closedBecause) throw new ConflictException(closedBecause);
      if (!isAvailable(product)) throw notEnoughStock(product.name, 0);

      const cart = await this.lockOrCreateCart(manager, customerId, shop.id);
      if (cart.shopId !== shop.id) {
        const holdsItems = await manager.existsBy(CartItem, { cartId: cart.id });
        if (holdsItems && replace !== true) {
          throw new ConflictException({
            statusCode: 409,
            error: 'Conflict',
            code: CART_SHOP_CONFLICT,
            message: 'Your cart has items from another shop. Clear it to add this item.',
          });
        }
        await manager.delete(CartItem, { cartId: cart.id });
        await manager.update(Cart, cart.id, { shopId: shop.id });
      }

      const [existing] = await CART_ITEM_OF_PRODUCT.entities(manager, { cartId: cart.id, productId });
      assertStockFor(product, (existing?.quantity ?? 0) + quantity);
      if (!existing) {
        await INSERT_CART_ITEM.execute(manager, { cartId: cart.id, productId, quantity });
      } else if (existing.quantity + quantity > MAX_CART_QUANTITY) {
        throw new BadRequestException(
          `quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}: your cart already holds ${existing.quantity} of ${product.name}`,
        );
      } else {
        await SET_CART_ITEM_QUANTITY.execute(manager, { id: existing.id, quantity: existing.quantity + quantity });
      }
      return this.answer(manager, customerId);
    });
  }

  updateItem(customerId: string, itemId: string, quantity: number): Promise<CartResponse> {
    return this.changeItem(customerId, itemId, async (manager, item) => {
      const product = await this.products.findLive(item.productId, manager);
      if (product) assertStockFor(product, quantity);
      await SET_CART_ITEM_QUANTITY.execute(manager, { id: item.id, quantity });
    });
  }

  removeItem(customerId: string, itemId: string): Promise<CartResponse> {
    return this.changeItem(customerId, itemId, async (manager, item) => {
      await manager.delete(CartItem, item.id);
      if (!(await manager.existsBy(CartItem, { cartId: item.cartId }))) await manager.delete(Cart, item.cartId);
    });
  }

  async clear(customerId: string): Promise<CartResponse> {
    await this.dataSource.manager.delete(Cart, { customerId });
    return CartResponse.from(this.price(null));
  }

  /** The items of the customer's own cart `cartId`, priced line by line. */
  async listItems(customerId: string, cartId: string, query: ListQueryDto): Promise<Page<CartItemResponse>> {
    const manager = this.dataSource.manager;
    if (!(await manager.existsBy(Cart, { id: cartId, customerId }))) throw new NotFoundException('Cart not found');
    const qb = manager.createQueryBuilder(CartItem, 'item').where('item.cartId = :cartId', { cartId });
    const page = await findPage(qb, query, { ...CART_ITEM_LIST, search: [productNameSql(manager, 'item.productId')] });
    const products = await this.products.viewsOf(page.rows.map((item) => item.productId));
    return mapPage(page, (item) => CartItemResponse.from(this.priceItem(item, products.get(item.productId)!)));
  }

  /** Locks the customer's cart row until the transaction ends; null when the cart is empty. */
  async lockCart(manager: EntityManager, customerId: string): Promise<Cart | null> {
    const [cart] = await LOCKED_CART_OF_CUSTOMER.entities(manager, { customerId });
    return cart ?? null;
  }

  /**
   * The cart with its items, their products and its shop, deleted ones included, and the customer's
   * address to deliver it to: `addressId`, or else their default one. Null when the cart is empty.
   */
  async load(manager: EntityManager, customerId: string, addressId?: string): Promise<LoadedCart | null> {
    const rows =
      addressId === undefined
        ? await CART_TO_DEFAULT_ADDRESS.rows(manager, { customerId })
        : await CART_TO_ADDRESS.rows(manager, { customerId, addressId });
    if (rows.length === 0) return null;
    const cart = entityOf(manager, Cart, 'cart', rows[0])!;
    cart.items = rows.flatMap((row) => entityOf(manager, CartItem, 'item', row) ?? []);
    const products = new Map<string, ProductView>();
    for (const row of rows) {
      const product = productViewIn(manager, row, CART_PRODUCT_PREFIX);
      if (product) products.set(product.id, product);
    }
    const shop = entityOf(manager, Shop, 'shop', rows[0])!;
    return { cart, shop, products, address: addressIn(manager, rows[0], 'address') };
  }

  /**
   * Prices a loaded cart for delivery to its address by the delivery fees' bands (the flat fee when
   * its shop is not located), with whether and when the shop can deliver it there at `now` (by
   * default, the clock's time).
   */
  price(loaded: LoadedCart | null, now?: Date): PricedCart {
    const lines = (loaded?.cart.items ?? []).map((item) => this.priceItem(item, loaded!.products.get(item.productId)!));
    const distance = loaded ? distanceBetween(loaded.shop, loaded.address) : undefined;
    const amounts = orderAmounts(
      lines.map((line) => line.priced),
      loaded ? deliveryCharges(distance, this.deliveryFees.current()) : 0,
    );
    return {
      cart: loaded?.cart ?? null,
      shop: loaded?.shop ?? null,
      lines,
      amounts,
      terms: loaded && this.termsOf(loaded, distance, amounts.totalAmount + amounts.gstAmount, now),
    };
  }

  private termsOf(
    { shop, address }: LoadedCart,
    distance: number | undefined,
    goods: Paise,
    now?: Date,
  ): DeliveryTerms {
    return deliveryTerms({
      shopName: shop.name,
      opening: this.openingHours.openingOf(shop, now),
      distanceKm: distance,
      distanceApproximate: shop.locationPrecision === 'pincode' || address?.locationPrecision === 'pincode',
      placeName: address ? placeNameOf(address) : '',
      radiusKm: this.shops.deliveryRadiusKmOf(shop),
      goods,
      minimumOrder: shop.minimumOrder,
      preparationMinutes: shop.preparationMinutes,
      speedKmph: this.config.deliverySpeedKmph,
    });
  }

  /** Empties the cart once its order is placed, in the checkout's transaction. */
  async remove(manager: EntityManager, cartId: string): Promise<void> {
    await DELETE_CART.execute(manager, { cartId });
  }

  private priceItem(item: CartItem, product: ProductView): PricedCartLine {
    return {
      item,
      product,
      priced: priceLine({
        unitPrice: product.discountedPrice,
        quantity: item.quantity,
        gstRate: product.gstPercentage,
        gstIncluded: product.gstIncluded,
      }),
    };
  }

  private changeItem(
    customerId: string,
    itemId: string,
    change: (manager: EntityManager, item: CartItem) => Promise<unknown>,
  ): Promise<CartResponse> {
    return this.dataSource.transaction(async (manager) => {
      const cart = await this.lockCart(manager, customerId);
      const [item] = cart ? await CART_ITEM_BY_ID.entities(manager, { cartId: cart.id, id: itemId }) : [];
      if (!item) throw new NotFoundException('Cart item not found');
      await change(manager, item);
      return this.answer(manager, customerId);
    });
  }

  /** The customer's cart as they read it, priced for delivery to their default address. */
  private async answer(manager: EntityManager, customerId: string): Promise<CartResponse> {
    return CartResponse.from(this.price(await this.load(manager, customerId)));
  }

  /**
   * The customer's cart, locked; created for `shopId` when there is none (a race makes one row, not
   * two). The insert leaves alone a cart that a checkout or the removal of its last item is deleting
   * at that moment, and the lock then finds no row: the next round, on a newer snapshot, sees the
   * deletion committed and creates the cart.
   */
  private async lockOrCreateCart(manager: EntityManager, customerId: string, shopId: string): Promise<Cart> {
    for (let round = 0; round < CART_CREATION_ROUNDS; round++) {
      await INSERT_CART.execute(manager, { customerId, shopId });
      const cart = await this.lockCart(manager, customerId);
      if (cart) return cart;
    }
    throw new ConflictException('Your cart changed at the same moment: please try again.');
  }
}

/**
 * Refuses more units than a counted product has left (409 with the quantity available). The cart
 * holds no units: checkout takes them, and refuses then if they have gone meanwhile.
 */
function assertStockFor(product: Pick<ProductView, 'name' | 'stockQuantity'>, quantity: number): void {
  if (product.stockQuantity !== null && quantity > product.stockQuantity) {
    throw notEnoughStock(product.name, product.stockQuantity);
  }
}

/** The distance from the shop to the address in km; undefined when either location is unknown. */
function distanceBetween(shop: Shop, address: Address | null | undefined): number | undefined {
  const known = (place: { latitude: number | null; longitude: number | null } | null | undefined) =>
    place?.latitude != null && place.longitude != null
      ? { latitude: place.latitude, longitude: place.longitude }
      : undefined;
  const from = known(shop);
  const to = known(address);
  return from && to ? distanceKm(from, to) : undefined;
}
