import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { UserFields } from './user-fields';

export const SELF_REGISTERED_ROLES = ['customer', 'shopkeeper'] as const;

export class RegisterDto {
  @UserFields.username()
  username!: string;

  @UserFields.email()
  email!: string;

  @UserFields.password({ name: 'name', username: 'username', email: 'email' })
  password!: string;

  @ApiProperty({ enum: SELF_REGISTERED_ROLES })
  @IsIn(SELF_REGISTERED_ROLES, { message: 'role must be customer or shopkeeper' })
  role!: (typeof SELF_REGISTERED_ROLES)[number];

  @UserFields.name()
  name!: string;

  @UserFields.phone()
  phone?: string | null;
}
