import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, Repository } from 'typeorm';
import { RateLimiter, RateLimitRule } from '../common/rate-limit/rate-limiter.service';
import { assertReadOnlyFieldsUnchanged } from '../common/read-only-fields';
import { Role } from '../common/roles';
import { SessionsService } from '../sessions/sessions.service';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserResponse } from './dto/user-response.dto';
import { hashPassword, verifyPassword } from './password-hasher';
import { PasswordOwner, passwordProblem } from './password-policy';
import { User } from './user.entity';
import { ACTIVE_CUSTOMER_BY_USERNAME, ACTIVE_CUSTOMERS_BY_PHONE, USER_BY_ID } from './users.queries';

/** How a user is named to others. */
export interface UserName {
  name: string;
  username: string;
}

export interface NewUser {
  name: string;
  username: string;
  email: string;
  phone?: string | null;
  password: string;
  role: Role;
}

/** Someone holding a signed-in session may not guess the current password at will. */
const PASSWORD_CHANGES: RateLimitRule = {
  name: 'password-change',
  limit: 5,
  windowSeconds: 15 * 60,
  message: 'Too many attempts to change the password. Try again in 15 minutes.',
};

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly sessions: SessionsService,
  ) {}

  /** The names of these users by id, as other modules show them. */
  async namesOf(ids: string[], manager: EntityManager = this.users.manager): Promise<Map<string, UserName>> {
    if (ids.length === 0) return new Map();
    const users = await manager.find(User, {
      select: { id: true, name: true, username: true },
      where: { id: In(ids) },
    });
    return new Map(users.map(({ id, name, username }) => [id, { name, username }]));
  }

  async findById(id: string): Promise<User | null> {
    const [user] = await USER_BY_ID.entities(this.users.manager, { id });
    return user ?? null;
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ username: username.toLowerCase() });
  }

  /** The account that may sign in with this username or email address, or null. */
  findByLogin(login: string): Promise<User | null> {
    const lowered = login.trim().toLowerCase();
    return this.users.findOne({
      where: [
        { username: lowered, disabledAt: IsNull() },
        { email: lowered, disabledAt: IsNull() },
      ],
    });
  }

  /** Sets a new password (a reset: no current one is asked) and ends every session of the account. */
  async setPassword(user: User, newPassword: string, manager: EntityManager): Promise<void> {
    assertHardToGuess(newPassword, user);
    const passwordHash = await hashPassword(newPassword);
    await manager.getRepository(User).update(user.id, { passwordHash });
    await this.sessions.endSessionsOf(user.id, manager);
  }

  /**
   * The customer accounts (that may sign in) someone names by a username, or else by a phone number
   * of at least 10 digits, matched on its last 10 however either was written: one account, none, or
   * two when the phone number is on several (it is not unique), for the caller to ask for the username.
   */
  async findCustomers(usernameOrPhone: string, manager: EntityManager = this.users.manager): Promise<User[]> {
    const named = usernameOrPhone.trim();
    const byUsername = await ACTIVE_CUSTOMER_BY_USERNAME.entities(manager, { username: named.toLowerCase() });
    if (byUsername.length > 0) return byUsername;
    const digits = named.replace(/\D/g, '');
    if (digits.length < 10 || !/^\+?[0-9][0-9 -]*$/.test(named)) return [];
    return ACTIVE_CUSTOMERS_BY_PHONE.entities(manager, { lastTenDigits: digits.slice(-10) });
  }

  /** Locks the user's row until the transaction of `manager` ends, so that their writes take turns. */
  async lock(userId: string, manager: EntityManager): Promise<void> {
    await manager.createQueryBuilder(User, 'user').setLock('pessimistic_write').where({ id: userId }).getOne();
  }

  /** The account of this username, locked until the transaction of `manager` ends; null when there is none. */
  lockByUsername(username: string, manager: EntityManager): Promise<User | null> {
    return manager
      .createQueryBuilder(User, 'user')
      .setLock('pessimistic_write')
      .where({ username: username.toLowerCase() })
      .getOne();
  }

  /** Creates an account; pass the transaction's manager when the account is part of a larger write. */
  async create(newUser: NewUser, manager: EntityManager = this.users.manager): Promise<User> {
    const repository = manager.getRepository(User);
    await this.assertUnique(repository, { username: newUser.username, email: newUser.email });
    const user = repository.create({
      name: newUser.name,
      username: newUser.username.toLowerCase(),
      email: newUser.email.toLowerCase(),
      phone: newUser.phone ?? null,
      role: newUser.role,
      passwordHash: await hashPassword(newUser.password),
    });
    return repository.save(user);
  }

  /** The user whose username and password match, or null; a disabled account never matches. */
  async verifyCredentials(username: string, password: string): Promise<User | null> {
    const user = await this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.username = :username', { username: username.toLowerCase() })
      .getOne();
    const matches = await verifyPassword(user?.passwordHash, password);
    return matches && !user?.disabledAt ? user : null;
  }

  /** Stops the account from signing in and ends its live sessions. */
  async disable(userId: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(User).update(userId, { disabledAt: new Date() });
    await this.sessions.endSessionsOf(userId, manager);
  }

  /** Lets a disabled account sign in again. */
  async enable(userId: string, manager: EntityManager = this.users.manager): Promise<void> {
    await manager.getRepository(User).update(userId, { disabledAt: null });
  }

  /** A user's own account as they read it: the answer to signing in, to registering and to GET /user. */
  profileOf(user: User): UserResponse {
    return UserResponse.from(user);
  }

  /** The account of a signed-in user, read afresh: sessions know only who and what they are. */
  async profile(userId: string): Promise<UserResponse> {
    return this.profileOf(await this.users.findOneByOrFail({ id: userId }));
  }

  async updateProfile(userId: string, changes: UpdateProfileDto): Promise<UserResponse> {
    const user = await this.users.findOneByOrFail({ id: userId });
    assertReadOnlyFieldsUnchanged(UpdateProfileDto, changes, this.profileOf(user));
    if (changes.email !== undefined && changes.email !== user.email) {
      await this.assertUnique(this.users, { email: changes.email });
    }
    await this.users.update(user.id, {
      name: changes.name ?? user.name,
      email: changes.email ?? user.email,
      phone: changes.phone === undefined ? user.phone : changes.phone || null,
    });
    return this.profileOf(await this.users.findOneByOrFail({ id: user.id }));
  }

  /** Keeps a phone number the user gave (at checkout) on a profile that has none. */
  async savePhoneIfNone(userId: string, phone: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(User).update({ id: userId, phone: IsNull() }, { phone });
  }

  /** Changes the password and ends every session of the user. */
  async changePassword(userId: string, { currentPassword, newPassword }: ChangePasswordDto): Promise<void> {
    const user = await this.users.findOneByOrFail({ id: userId });
    assertHardToGuess(newPassword, user);
    await this.limiter.consume(PASSWORD_CHANGES, userId);
    if (!(await this.verifyCredentials(user.username, currentPassword))) {
      throw new BadRequestException('The current password is wrong');
    }
    const passwordHash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update(userId, { passwordHash });
      await this.sessions.endSessionsOf(userId, manager);
    });
    await this.limiter.reset(PASSWORD_CHANGES, userId);
  }

  /** Makes sure an admin with this username exists, with this password. */
  async ensureAdmin(admin: Omit<NewUser, 'role'>): Promise<'created' | 'updated'> {
    assertHardToGuess(admin.password, admin);
    const existing = await this.findByUsername(admin.username);
    if (!existing) {
      await this.create({ ...admin, role: 'admin' });
      return 'created';
    }
    const passwordHash = await hashPassword(admin.password);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update(existing.id, { role: 'admin', passwordHash, disabledAt: null });
      await this.sessions.endSessionsOf(existing.id, manager);
    });
    return 'updated';
  }

  count(): Promise<number> {
    return this.users.count();
  }

  private async assertUnique(repository: Repository<User>, fields: { username?: string; email?: string }) {
    if (fields.username && (await repository.existsBy({ username: fields.username.toLowerCase() }))) {
      throw new ConflictException('This username is already taken');
    }
    if (fields.email && (await repository.existsBy({ email: fields.email.toLowerCase() }))) {
      throw new ConflictException('An account with this email already exists');
    }
  }
}

/**
 * 400 for a new password that the owner's name, username or email makes easy to guess: the DTOs of
 * a password change and of ADMIN_PASSWORD / create-admin do not hold the owner to check it against.
 */
function assertHardToGuess(password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw new BadRequestException(problem);
}
