import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ROLES } from '../user.entity';
import { UserFields } from './user-fields';
import { IsOptionalNotNull } from '../../common/optional-fields';

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
  @IsOptionalNotNull()
  name?: string;

  @UserFields.email()
  @IsOptionalNotNull()
  email?: string;

  @UserFields.phone()
  phone?: string | null;
}
