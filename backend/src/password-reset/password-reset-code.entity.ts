import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** The one live password reset code of an account: asking again replaces it. */
@Entity({ name: 'password_reset_codes' })
export class PasswordResetCode {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'PK_password_reset_codes' })
  userId!: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_password_reset_codes_user' })
  user?: User;

  /** SHA-256 of the account and the code: the code itself is only in the mail. */
  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'wrong_tries', type: 'smallint', default: 0 })
  wrongTries!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
