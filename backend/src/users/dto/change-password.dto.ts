import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EXAMPLE_SIGN_IN } from '../../common/api-examples';
import { UserFields } from './user-fields';

export class ChangePasswordDto {
  @ApiProperty({ format: 'password', example: EXAMPLE_SIGN_IN.password })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  currentPassword!: string;

  @UserFields.password()
  newPassword!: string;
}
