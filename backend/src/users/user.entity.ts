import { Check, Column, Entity } from 'typeorm';
import { ROLES, type Role } from '../common/roles';
import { TimestampedEntity } from '../database/base-entities';
import { sqlList } from '../database/sql';

@Entity({ name: 'users' })
@Check('CHK_users_role', `"role" IN (${sqlList(ROLES)})`)
export class User extends TimestampedEntity {
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** Stored in lower case, so uniqueness ignores case. */
  @Column({ type: 'varchar', length: 32, unique: true })
  username!: string;

  /** Stored in lower case, so uniqueness ignores case. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone!: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, select: false })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 16 })
  role!: Role;

  /** Set when the account may no longer sign in (its shop was deleted). */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt!: Date | null;
}
