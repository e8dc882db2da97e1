import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors } from '../common/api-errors.decorator';
import { ApiRateLimited, Public } from '../common/roles.decorator';
import { RegisterDto } from '../users/dto/register.dto';
import { UserResponse } from '../users/dto/user-response.dto';
import { UsersService } from '../users/users.service';
import { AuthService, INVALID_CREDENTIALS } from './auth.service';
import { AuthenticatorService } from './authenticator.service';
import { KnownDevices } from './known-devices';
import { LoginDto } from './dto/login.dto';
import { LocalAuthGuard } from './local-auth.guard';
import { endSession } from './session';

@ApiTags('session')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly authenticator: AuthenticatorService,
    private readonly knownDevices: KnownDevices,
    private readonly users: UsersService,
  ) {}

  @Post('login')
  @ApiOperation({ summary: 'Sign in' })
  @Public()
  @UseGuards(LocalAuthGuard)
  @HttpCode(HttpStatus.OK)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: UserResponse, description: 'Signed in; the session cookie is set' })
  @ApiErrors({ badRequest: true, unauthorized: { cause: 'Wrong username or password', message: INVALID_CREDENTIALS } })
  @ApiRateLimited()
  login(@Req() req: Request): Promise<UserResponse> {
    return this.users.profile(req.user!.id);
  }

  @Post('register')
  @ApiOperation({ summary: 'Create an account and sign in' })
  @Public()
  @ApiCreatedResponse({ type: UserResponse, description: 'Account created and signed in' })
  @ApiErrors({ badRequest: true, conflict: 'Username or email taken' })
  @ApiRateLimited()
  async register(
    @Body() body: RegisterDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserResponse> {
    const user = await this.auth.register(body, req.ip ?? 'unknown');
    await this.authenticator.startSession(req, await this.authenticator.sessionUserOf(user));
    await this.knownDevices.remember(req, res, user.username);
    return this.users.profileOf(user);
  }

  @Post('logout')
  @ApiOperation({ summary: 'Sign out' })
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The session is destroyed on the server' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await endSession(req, res);
  }
}
