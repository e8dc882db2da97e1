import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EXAMPLE_SIGN_IN } from '../../common/api-examples';

export class LoginDto {
  @ApiProperty({ example: EXAMPLE_SIGN_IN.username })
  @IsString()
  @IsNotEmpty({ message: 'username is required' })
  @MaxLength(254)
  username!: string;

  @ApiProperty({ format: 'password', example: EXAMPLE_SIGN_IN.password })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(128)
  password!: string;
}
