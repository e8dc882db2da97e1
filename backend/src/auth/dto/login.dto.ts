import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { DEMO_CUSTOMER } from '../../database/demo-data';

export class LoginDto {
  // The examples are a demo sign-in, so that "Try it out" signs in on the demo data.
  @ApiProperty({ example: DEMO_CUSTOMER.username })
  @IsString()
  @IsNotEmpty({ message: 'username is required' })
  @MaxLength(254)
  username!: string;

  @ApiProperty({ format: 'password', example: DEMO_CUSTOMER.password })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(128)
  password!: string;
}
