import { BuiltQuery, builtOnce } from '../database/built-query';
import { User } from './user.entity';

/** A user by id (the password hash left out, as every read of a user leaves it). */
export const USER_BY_ID = new BuiltQuery<{ id: string }, User>(['id'], (manager) =>
  manager.createQueryBuilder(User, 'user').where('user.id = :id'),
);

/** The customer account of this username (in lower case) that may sign in, if any. */
export const ACTIVE_CUSTOMER_BY_USERNAME = new BuiltQuery<{ username: string }, User>(['username'], (manager) =>
  manager
    .createQueryBuilder(User, 'user')
    .where("user.username = :username AND user.role = 'customer' AND user.disabledAt IS NULL"),
);

/**
 * The customer accounts that may sign in whose phone number ends in these 10 digits, however it was
 * written ("+91 98765 43210", "098765-43210"). No index: read when a shop names a customer, rarely.
 */
export const ACTIVE_CUSTOMERS_BY_PHONE = new BuiltQuery<{ lastTenDigits: string }, User>(['lastTenDigits'], (manager) =>
  manager
    .createQueryBuilder(User, 'user')
    .where("RIGHT(regexp_replace(user.phone, '[^0-9]', '', 'g'), 10) = :lastTenDigits")
    .andWhere("user.role = 'customer' AND user.disabledAt IS NULL")
    .orderBy('user.createdAt', 'ASC')
    .limit(2),
);

/** SQL for a field (name, username, phone) of the user whose id is in `userIdColumn`, a column of the caller's query. */
export const userFieldSql = builtOnce((manager, field: 'name' | 'username' | 'phone', userIdColumn: string) =>
  manager
    .createQueryBuilder()
    .subQuery()
    .select(`named_user.${field}`)
    .from(User, 'named_user')
    .where(`named_user.id = ${userIdColumn}`)
    .getQuery(),
);
