import { Injectable, UnauthorizedException } from '@nestjs/common';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { LoginThrottleService } from './login-throttle.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** The user for these credentials; 429 while throttled, 401 for wrong ones. */
  async signIn(username: string, password: string, ipAddress: string): Promise<User> {
    await this.throttle.assertAllowed(username, ipAddress);
    const user = await this.users.verifyCredentials(username, password);
    if (!user) {
      await this.throttle.recordFailure(username, ipAddress);
      throw new UnauthorizedException('Invalid username or password');
    }
    await this.throttle.clearUsername(username);
    return user;
  }
}
