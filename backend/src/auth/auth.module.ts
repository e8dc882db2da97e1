import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AuthenticatorService } from './authenticator.service';
import { LocalAuthGuard } from './local-auth.guard';
import { SessionStoreService } from './session-store.service';

@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [AuthService, AuthenticatorService, LocalAuthGuard, SessionStoreService],
  exports: [SessionStoreService, AuthenticatorService],
})
export class AuthModule {}
