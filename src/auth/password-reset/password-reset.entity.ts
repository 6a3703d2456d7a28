import { DateTimeType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../user.entity.js';

/**
 * A request for a link to set a new password, and the mail that carries it (its own outbox: the request
 * only writes the row, a job sends it). The link's token is derived from the row and the instance's
 * secret key, so the database alone opens no account. A request for an unknown account writes a row
 * too (with no user, never mailed): both answers cost the same.
 */
@Entity({ tableName: 'password_resets' })
@Index({ properties: ['user'] })
@Index({ properties: ['sentAt', 'nextAttemptAt'] })
export class PasswordReset {
  [OptionalProps]?: 'id' | 'usedAt' | 'sentAt' | 'claimedUntil' | 'attempts' | 'error';

  @PrimaryKey()
  id!: number;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  user!: User | null;

  /** Random: what the link's token is derived from, with the secret key. */
  @Property({ type: 'string', length: 32 })
  salt!: string;

  @Property({ type: DateTimeType })
  createdAt!: Date;

  @Property({ type: DateTimeType })
  expiresAt!: Date;

  @Property({ type: DateTimeType, nullable: true })
  usedAt: Date | null = null;

  /** When the mail went out (or, for no user, when the job passed it by). */
  @Property({ type: DateTimeType, nullable: true })
  sentAt: Date | null = null;

  @Property({ type: DateTimeType })
  nextAttemptAt!: Date;

  /** A sender's claim: another process leaves the row alone until then. */
  @Property({ type: DateTimeType, nullable: true })
  claimedUntil: Date | null = null;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;
}
