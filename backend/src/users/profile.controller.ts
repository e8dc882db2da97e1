import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { rotateSession } from '../auth/session';
import { CurrentUser } from '../common/current-user.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { SignedIn } from '../common/roles.decorator';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserResponse } from './dto/user-response.dto';
import { User } from './user.entity';
import { UsersService } from './users.service';

@ApiTags('session')
@Controller('user')
@SignedIn()
export class ProfileController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: UserResponse, description: 'The signed-in user' })
  me(@CurrentUser() user: User): UserResponse {
    return UserResponse.from(user);
  }

  @Put()
  @ApiOkResponse({ type: UserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Email taken' })
  async update(@CurrentUser() user: User, @Body() body: UpdateProfileDto): Promise<UserResponse> {
    return UserResponse.from(await this.users.updateProfile(user, body));
  }

  @Post('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Password changed; the user’s other sessions are ended' })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Invalid new password or wrong current one' })
  async changePassword(@CurrentUser() user: User, @Body() body: ChangePasswordDto, @Req() req: Request): Promise<void> {
    const version = await this.users.changePassword(user.id, body);
    await rotateSession(req, version);
  }
}
