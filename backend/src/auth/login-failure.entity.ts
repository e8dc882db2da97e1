import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One wrong-credential sign-in, kept for the throttling window. */
@Entity({ name: 'login_failures' })
@Index(['username', 'createdAt'])
@Index(['ipAddress', 'createdAt'])
export class LoginFailure {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  username!: string;

  @Column({ name: 'ip_address', type: 'varchar', length: 64 })
  ipAddress!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
