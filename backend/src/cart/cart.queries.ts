import { joinAddress } from '../addresses/addresses.queries';
import { BuiltQuery, valuesFromParameters } from '../database/built-query';
import { productViewSelections } from '../products/products.queries';
import { CartItem } from './cart-item.entity';
import { Cart } from './cart.entity';

/** What the cart's statements name their items' product views by. */
export const CART_PRODUCT_PREFIX = 'product_';

/** Deletes the cart, and its items with it. */
export const DELETE_CART = new BuiltQuery<{ cartId: string }>(['cartId'], (manager) =>
  manager.createQueryBuilder().delete().from(Cart).where('id = :cartId'),
);

/** The customer's cart row, locked until the transaction ends. */
export const LOCKED_CART_OF_CUSTOMER = new BuiltQuery<{ customerId: string }, Cart>(['customerId'], (manager) =>
  manager.createQueryBuilder(Cart, 'cart').setLock('pessimistic_write').where('cart.customerId = :customerId'),
);

/** A cart for the customer, unless they have one. */
export const INSERT_CART = new BuiltQuery<{ customerId: string; shopId: string }>(['customerId', 'shopId'], (manager) =>
  manager
    .createQueryBuilder()
    .insert()
    .into(Cart)
    .values(valuesFromParameters(['customerId', 'shopId']))
    .orIgnore(),
);

/** The cart's item of a product. */
export const CART_ITEM_OF_PRODUCT = new BuiltQuery<{ cartId: string; productId: string }, CartItem>(
  ['cartId', 'productId'],
  (manager) =>
    manager.createQueryBuilder(CartItem, 'item').where('item.cartId = :cartId AND item.productId = :productId'),
);

/** An item of the cart, by id. */
export const CART_ITEM_BY_ID = new BuiltQuery<{ cartId: string; id: string }, CartItem>(['cartId', 'id'], (manager) =>
  manager.createQueryBuilder(CartItem, 'item').where('item.cartId = :cartId AND item.id = :id'),
);

/** Adds an item to the cart. */
export const INSERT_CART_ITEM = new BuiltQuery<{ cartId: string; productId: string; quantity: number }>(
  ['cartId', 'productId', 'quantity'],
  (manager) =>
    manager
      .createQueryBuilder()
      .insert()
      .into(CartItem)
      .values(valuesFromParameters(['cartId', 'productId', 'quantity'])),
);

/** Sets an item's quantity. */
export const SET_CART_ITEM_QUANTITY = new BuiltQuery<{ id: string; quantity: number }>(['id', 'quantity'], (manager) =>
  manager
    .createQueryBuilder()
    .update(CartItem)
    .set(valuesFromParameters(['quantity']))
    .where('id = :id'),
);

/**
 * The customer's cart in one statement, a row per item in the order they were added, each with the
 * item's product view (named by `CART_PRODUCT_PREFIX`), the shop and the address `idParameter` names
 * (see `joinAddress`), deleted ones included.
 */
const loadedCart = <Params extends { customerId: string }>(idParameter?: keyof Params & string) =>
  new BuiltQuery<Params>(['customerId', ...(idParameter ? [idParameter] : [])], (manager) => {
    const qb = manager
      .createQueryBuilder(Cart, 'cart')
      .withDeleted()
      .innerJoinAndSelect('cart.shop', 'shop')
      .leftJoinAndSelect('cart.items', 'item')
      .leftJoin('item.product', 'product')
      .addSelect(productViewSelections(manager, CART_PRODUCT_PREFIX));
    return joinAddress(qb, 'address', 'cart.customerId', idParameter)
      .where('cart.customerId = :customerId')
      .orderBy('item.createdAt', 'ASC')
      .addOrderBy('item.id', 'ASC');
  });

/** The customer's cart, to their default address. */
export const CART_TO_DEFAULT_ADDRESS = loadedCart<{ customerId: string }>();
/** The customer's cart, to their address `addressId`. */
export const CART_TO_ADDRESS = loadedCart<{ customerId: string; addressId: string }>('addressId');
