import { BuiltQuery } from '../database/built-query';
import { User } from './user.entity';

/** A user by id (the password hash left out, as every read of a user leaves it). */
export const USER_BY_ID = new BuiltQuery<{ id: string }, User>(['id'], (manager) =>
  manager.createQueryBuilder(User, 'user').where('user.id = :id'),
);
