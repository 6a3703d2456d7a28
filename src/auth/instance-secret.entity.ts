import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A secret of the installation kept in its database, so every instance and the CLI share it (the
 * generated SECRET_KEY: see secret-key.ts).
 */
@Entity({ tableName: 'instance_secrets' })
export class InstanceSecret {
  @PrimaryKey({ type: 'string', length: 32 })
  name!: string;

  @Property({ type: 'string', length: 200 })
  value!: string;
}
