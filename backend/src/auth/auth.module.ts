import { Module } from '@nestjs/common';
import { ShopsModule } from '../shops/shops.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AuthenticatorService } from './authenticator.service';
import { KnownDevices } from './known-devices';
import { LocalAuthGuard } from './local-auth.guard';
import { PasswordController } from './password.controller';

@Module({
  imports: [UsersModule, ShopsModule],
  // PasswordController first keeps POST /user/password beside /user in the OpenAPI document.
  controllers: [PasswordController, AuthController],
  providers: [AuthService, AuthenticatorService, KnownDevices, LocalAuthGuard],
  exports: [AuthenticatorService],
})
export class AuthModule {}
