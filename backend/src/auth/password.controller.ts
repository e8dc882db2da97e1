import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { ApiRateLimited, SignedIn } from '../common/roles.decorator';
import { ChangePasswordDto } from '../users/dto/change-password.dto';
import type { SessionUser } from '../common/session-user';
import { UsersService } from '../users/users.service';
import { rotateSession } from './session';

/**
 * The password change lives with the sessions it rotates; the password rules and the write stay
 * in `UsersService`.
 */
@ApiTags('session')
@Controller('user')
@SignedIn()
export class PasswordController {
  constructor(private readonly users: UsersService) {}

  @Post('password')
  @ApiOperation({ summary: 'Change your password' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Password changed; the user’s other sessions are ended' })
  @ApiErrors({ badRequest: 'Invalid new password or wrong current one' })
  @ApiRateLimited()
  async changePassword(
    @CurrentUser() user: SessionUser,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
  ): Promise<void> {
    await this.users.changePassword(user.id, body);
    await rotateSession(req);
  }
}
