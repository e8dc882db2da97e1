import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { UserFields } from '../../users/dto/user-fields';

export class PasswordResetRequestDto {
  @ApiProperty({ example: 'asha@example.com', description: 'The username or email address of the account' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  login!: string;
}

export class PasswordResetDto extends PasswordResetRequestDto {
  @ApiProperty({ example: '042917', description: 'The 6-digit code from the mail' })
  @IsString()
  @Matches(/^\d{6}$/, { message: 'code must be the 6 digits from the mail' })
  code!: string;

  @UserFields.password()
  newPassword!: string;
}

export class PasswordResetRequestedResponse {
  @ApiProperty({ example: 'If an account matches, we have mailed it a code. It is valid for 10 minutes.' })
  message!: string;
}
