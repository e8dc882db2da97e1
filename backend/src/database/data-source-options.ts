import { DataSourceOptions } from 'typeorm';
import { Address } from '../addresses/address.entity';
import { CartItem } from '../cart/cart-item.entity';
import { Cart } from '../cart/cart.entity';
import { Category } from '../categories/category.entity';
import { LoginFailure } from '../auth/login-failure.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { OrderItem } from '../orders/order-item.entity';
import { OrderStatusChange } from '../orders/order-status-change.entity';
import { Order } from '../orders/order.entity';
import { Product } from '../products/product.entity';
import { ShopReview } from '../reviews/review.entity';
import { Shop } from '../shops/shop.entity';
import { User } from '../users/user.entity';
import { migrations } from './migrations';

export const entities = [
  Address,
  User,
  LoginFailure,
  ContactMessage,
  Shop,
  Category,
  Product,
  Cart,
  CartItem,
  Order,
  OrderItem,
  OrderStatusChange,
  ShopReview,
];

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: { max: 10 },
  };
}
