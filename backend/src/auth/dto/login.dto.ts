import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'asha' })
  @IsString()
  @IsNotEmpty({ message: 'username is required' })
  @MaxLength(254)
  username!: string;

  @ApiProperty({ format: 'password' })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(128)
  password!: string;
}
