import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { DEMO_CUSTOMER } from '../../database/demo-data';
import { UserFields } from './user-fields';

export class ChangePasswordDto {
  @ApiProperty({ format: 'password', example: DEMO_CUSTOMER.password })
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  currentPassword!: string;

  @UserFields.password()
  newPassword!: string;
}
