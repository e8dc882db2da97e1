import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../common/api-errors.decorator';
import { ApiRateLimited, Public } from '../common/roles.decorator';
import { PasswordResetDto, PasswordResetRequestDto, PasswordResetRequestedResponse } from './dto/password-reset.dto';
import {
  CODE_VALID_MINUTES,
  INVALID_CODE,
  MAX_WRONG_TRIES,
  PasswordResetService,
  RESET_REQUESTED,
} from './password-reset.service';

@ApiTags('session')
@Controller('password-reset')
@Public()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Forgot password: mail a code to the account',
    description: `The same answer whether or not an account matches. The code is valid ${CODE_VALID_MINUTES} minutes; asking again replaces it.`,
  })
  @ApiAcceptedResponse({ type: PasswordResetRequestedResponse })
  @ApiErrors({ badRequest: true })
  @ApiRateLimited()
  async request(@Body() body: PasswordResetRequestDto, @Req() req: Request): Promise<PasswordResetRequestedResponse> {
    await this.resets.request(body.login, req.ip ?? 'unknown');
    return { message: RESET_REQUESTED };
  }

  @Post('confirm')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Choose a new password with the code from the mail',
    description: `Single use; after ${MAX_WRONG_TRIES} wrong tries the code is void. Every session of the account ends.`,
  })
  @ApiNoContentResponse({ description: 'Password changed: sign in with it' })
  @ApiErrors({ badRequest: INVALID_CODE })
  @ApiRateLimited()
  async reset(@Body() body: PasswordResetDto, @Req() req: Request): Promise<void> {
    await this.resets.reset(body, req.ip ?? 'unknown');
  }
}
