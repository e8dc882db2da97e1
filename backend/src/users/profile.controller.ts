import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/api-errors.decorator';
import { CurrentUser } from '../common/current-user.decorator';
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
  @ApiErrors({ badRequest: true, conflict: 'Email taken' })
  async update(@CurrentUser() user: SessionUser, @Body() body: UpdateProfileDto): Promise<UserResponse> {
    return this.users.updateProfile(user.id, body);
  }
}
