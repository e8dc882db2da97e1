import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ROLES } from '../user.entity';
import { UserFields } from './user-fields';

/** A partial update; `id`, `username` and `role` are accepted only unchanged (D10). */
export class UpdateProfileDto {
  @ApiPropertyOptional({ description: 'Read only: accepted when unchanged' })
  @IsOptional()
  id?: unknown;

  @ApiPropertyOptional({ description: 'Read only: accepted when unchanged' })
  @IsOptional()
  username?: unknown;

  @ApiPropertyOptional({ enum: ROLES, description: 'Read only: accepted when unchanged' })
  @IsOptional()
  role?: unknown;

  @UserFields.name()
  @IsOptional()
  name?: string;

  @UserFields.email()
  @IsOptional()
  email?: string;

  @UserFields.phone()
  phone?: string | null;
}
