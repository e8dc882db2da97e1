import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AuthenticatorService } from './authenticator.service';
import { LocalAuthGuard } from './local-auth.guard';
import { LoginFailure } from './login-failure.entity';
import { LoginThrottleService } from './login-throttle.service';
import { SessionStoreService } from './session-store.service';

@Module({
  imports: [TypeOrmModule.forFeature([LoginFailure]), UsersModule],
  controllers: [AuthController],
  providers: [AuthService, AuthenticatorService, LocalAuthGuard, LoginThrottleService, SessionStoreService],
  exports: [SessionStoreService, AuthenticatorService],
})
export class AuthModule {}
