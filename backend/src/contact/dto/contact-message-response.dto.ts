import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_CATEGORIES, ContactCategory, ContactMessage } from '../contact-message.entity';

/** The answer to a sent message: enough to refer to it, nothing more. */
export class ContactMessageReceipt {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  static from(message: ContactMessage): ContactMessageReceipt {
    return { id: message.id, createdAt: message.createdAt.toISOString() };
  }
}

/** A message as admins read it (the sender's address stays internal). */
export class ContactMessageResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Asha Verma' })
  name!: string;

  @ApiProperty({ example: 'asha@example.com' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: '+91 98765 43210' })
  phone!: string | null;

  @ApiProperty({ example: 'My order arrived late' })
  subject!: string;

  @ApiProperty({ enum: CONTACT_CATEGORIES })
  category!: ContactCategory;

  @ApiProperty()
  message!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  static from(message: ContactMessage): ContactMessageResponse {
    return {
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      subject: message.subject,
      category: message.category,
      message: message.message,
      createdAt: message.createdAt.toISOString(),
    };
  }
}
