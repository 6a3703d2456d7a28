import { Field, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';

@ObjectType('BlockPatternCategory', { description: 'A category the inserter groups patterns by.' })
export class BlockPatternCategory {
  @Field({ description: 'Its name, e.g. `header`.' })
  name!: string;
  @Field({ description: 'Its label, e.g. Headers.' })
  label!: string;
  @Field({ description: 'What its patterns are for.' })
  description!: string;
}

@ObjectType('BlockPattern', {
  description: 'A registered block pattern: ready-made blocks the inserter offers.',
})
export class BlockPattern {
  @Field({ description: 'Its name, `namespace/slug`.' })
  name!: string;
  @Field({ description: 'Its title.' })
  title!: string;
  @Field({ description: 'Its block markup.' })
  content!: string;
  @Field(() => String, { nullable: true, description: 'What it is for.' })
  description!: string | null;
  @Field(() => [String], { description: 'The categories it is listed in.' })
  categories!: string[];
  @Field(() => [String], { description: 'Words it is found by.' })
  keywords!: string[];
  @Field(() => [String], { description: 'The blocks it suits (offered when transforming them).' })
  blockTypes!: string[];
  @Field(() => [String], { description: 'The post types it is offered for; empty: all.' })
  postTypes!: string[];
  @Field({ description: 'Whether the inserter shows it.' })
  inserter!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class BlockPatternConnection extends Connection(BlockPattern, 'BlockPattern') {}

@ObjectType({ simpleResolvers: true })
export class BlockPatternCategoryConnection extends Connection(
  BlockPatternCategory,
  'BlockPatternCategory',
) {}
