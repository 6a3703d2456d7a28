import { DateTimeType } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * That the first-start setup ran on this database (its one row): it runs once, whatever the CLI or an
 * import put in the database before, and never again, whatever is deleted later.
 */
@Entity({ tableName: 'first_start' })
export class FirstStart {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = 1;

  @Property({ type: DateTimeType })
  ranAt!: Date;
}
