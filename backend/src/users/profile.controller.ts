import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/current-user.decorator';
import { ErrorResponse } from '../common/error-response.dto';
import { SignedIn } from '../common/roles.decorator';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserResponse } from './dto/user-response.dto';
import type { SessionUser } from '../common/session-user';
import { UsersService } from './users.service';

@ApiTags('session')
@Controller('user')
@SignedIn()
export class ProfileController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Get your account' })
  @ApiOkResponse({ type: UserResponse, description: 'The signed-in user' })
  me(@CurrentUser() user: SessionUser): Promise<UserResponse> {
    return this.users.profile(user.id);
  }

  @Put()
  @ApiOperation({ summary: 'Edit your account (partial)' })
  @ApiOkResponse({ type: UserResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Email taken' })
  async update(@CurrentUser() user: SessionUser, @Body() body: UpdateProfileDto): Promise<UserResponse> {
    return this.users.updateProfile(user.id, body);
  }
}
