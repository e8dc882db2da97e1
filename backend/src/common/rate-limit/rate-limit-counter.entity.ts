import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The hits of one rate-limit key (rule and subject) in its current window. */
@Entity({ name: 'rate_limit_counters' })
export class RateLimitCounter {
  @PrimaryColumn({ type: 'varchar', length: 400 })
  key!: string;

  @Column({ type: 'integer' })
  hits!: number;

  @Column({ name: 'window_ends_at', type: 'timestamptz' })
  windowEndsAt!: Date;
}
