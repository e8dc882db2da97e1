import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { sqlList } from '../database/sql';

export const CONTACT_CATEGORIES = [
  'General Inquiry',
  'Technical Support',
  'Account Issues',
  'Order Problems',
  'Payment Issues',
  'Delivery Problems',
  'Shop Registration',
  'Partnership',
  'Feedback',
  'Other',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** A message sent through the contact form, read by admins in their back office. */
@Entity({ name: 'contact_messages' })
@Index(['ipAddress', 'createdAt'])
@Index(['createdAt'])
@Check('CHK_contact_messages_category', `"category" IN (${sqlList(CONTACT_CATEGORIES)})`)
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 150 })
  subject!: string;

  @Column({ type: 'varchar', length: 32 })
  category!: ContactCategory;

  @Column({ type: 'varchar', length: 5000 })
  message!: string;

  /** Where the message came from: the hourly limit counts per address. */
  @Column({ name: 'ip_address', type: 'varchar', length: 64 })
  ipAddress!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
