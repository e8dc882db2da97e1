import { BadRequestException, CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request, Response } from 'express';
import { AuthenticatorService } from './authenticator.service';
import { KnownDevices } from './known-devices';
import { LoginDto } from './dto/login.dto';

/**
 * Checks the body (guards run before pipes), verifies the credentials with passport-local, starts
 * the session under a fresh session id and marks the browser as one the account signed in on.
 */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  constructor(
    private readonly authenticator: AuthenticatorService,
    private readonly knownDevices: KnownDevices,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const errors = await validate(plainToInstance(LoginDto, request.body ?? {}), {
      whitelist: true,
      forbidNonWhitelisted: true,
    });
    if (errors.length > 0) {
      throw new BadRequestException(errors.flatMap((error) => Object.values(error.constraints ?? {})));
    }
    const response = http.getResponse<Response>();
    const user = await this.authenticator.verifyCredentials(request, response);
    await this.authenticator.startSession(request, user);
    await this.knownDevices.remember(request, response, (request.body as LoginDto).username);
    return true;
  }
}
