import { ApiProperty } from '@nestjs/swagger';
import { Role, ROLES } from '../../common/roles';
import { User } from '../user.entity';

export class UserResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Asha Verma' })
  name!: string;

  @ApiProperty({ example: 'asha' })
  username!: string;

  @ApiProperty({ example: 'asha@example.com' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: '+91 98765 43210' })
  phone!: string | null;

  @ApiProperty({ enum: ROLES })
  role!: Role;

  static from(user: User): UserResponse {
    const { id, name, username, email, phone, role } = user;
    return { id, name, username, email, phone, role };
  }
}
