import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * Where an imported row came from: the export's site and the id it had there. An import run again
 * finds what it made before here (nothing is made twice), and references between items (parents,
 * featured images, menu items' objects) are resolved through it whatever order the items come in.
 */
@Entity({ tableName: 'import_origins' })
@Unique({ properties: ['source', 'kind', 'originalId'] })
export class ImportOrigin {
  [OptionalProps]?: 'export';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The exporting site (`wp:base_site_url`). */
  @Property({ type: 'string', length: 200 })
  source!: string;

  /** `user`, `term` or `post`. */
  @Property({ type: 'string', length: 10 })
  kind!: string;

  @Property({ type: 'string', length: 100 })
  originalId!: string;

  @Property({ type: 'integer' })
  localId!: number;

  /**
   * The export file that made it (its SHA-256): only a run of that file touches the row again
   * (finishing its references, rewriting its upload URLs); another export of the same site does not.
   */
  @Property({ type: 'string', length: 64, default: '' })
  export: string = '';
}
