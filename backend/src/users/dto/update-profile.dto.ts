import { ROLES } from '../../common/roles';
import { UserFields } from './user-fields';
import { IsOptionalNotNull } from '../../common/optional-fields';
import { ReadOnly } from '../../common/read-only-fields';

/** A partial update; `id`, `username` and `role` are accepted only unchanged (D10). */
export class UpdateProfileDto {
  @ReadOnly()
  id?: unknown;

  @ReadOnly()
  username?: unknown;

  @ReadOnly({ enum: ROLES })
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
