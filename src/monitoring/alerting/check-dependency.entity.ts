import { PrimaryKeyProp } from '@mikro-orm/core';
import { Entity, Index, ManyToOne } from '@mikro-orm/decorators/legacy';
import { Check } from '../checks/check.entity.js';

/**
 * A check that depends on another of its project: while `dependsOn` is down, the down notifications of
 * `check` are suppressed (kept in its log with the reason), and released if it is still down when the
 * dependency recovers.
 */
@Entity({ tableName: 'check_dependencies' })
@Index({ properties: ['dependsOn'] })
export class CheckDependency {
  [PrimaryKeyProp]?: ['check', 'dependsOn'];

  @ManyToOne(() => Check, { primary: true, deleteRule: 'cascade' })
  check!: Check;

  @ManyToOne(() => Check, { primary: true, deleteRule: 'cascade' })
  dependsOn!: Check;
}
