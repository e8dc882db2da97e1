import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Length } from 'class-validator';
import { UserFields } from '../../users/dto/user-fields';
import { CONTACT_CATEGORIES, type ContactCategory } from '../contact-message.entity';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class CreateContactMessageDto {
  @UserFields.name()
  name!: string;

  @UserFields.email()
  email!: string;

  @UserFields.phone()
  phone?: string | null;

  @ApiProperty({ example: 'My order arrived late', minLength: 1, maxLength: 150 })
  @trim
  @IsString()
  @Length(1, 150)
  subject!: string;

  @ApiProperty({ enum: CONTACT_CATEGORIES, example: 'Order Problems' })
  @IsIn(CONTACT_CATEGORIES, { message: `category must be one of: ${CONTACT_CATEGORIES.join(', ')}` })
  category!: ContactCategory;

  @ApiProperty({ example: 'The delivery came two hours after the promised time.', minLength: 1, maxLength: 5000 })
  @trim
  @IsString()
  @Length(1, 5000)
  message!: string;
}
