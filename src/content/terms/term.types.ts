import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { Node, NODE_REF, type NodeRef } from '../../graphql/node.js';
import type { Term } from './term.entity.js';
import type { TermFilter } from './term.service.js';
import type { TermChanges } from './term-write.service.js';
import { OrderDirection } from '../../graphql/closed-set.js';
import { TaxonomyName, TermOrderField } from '../content-model/content-sets.js';

@ObjectType('Term', {
  implements: Node,
  simpleResolvers: true,
  description: 'A term of a taxonomy (category, post_tag, league, nav_menu).',
})
export class TermNode {
  @Field(() => Int, { description: 'The id in the database, as the REST API shows it.' })
  databaseId: number;
  @Field(() => TaxonomyName, { description: 'Its taxonomy.' })
  taxonomy: string;
  @Field({ description: 'Its name.' })
  name: string;
  @Field({ description: 'The name in its URL, unique in its taxonomy.' })
  slug: string;
  @Field({ description: 'Its description, as stored.' })
  description: string;
  @Field(() => Int, { description: "The parent's id in the database (`parent` reads it); 0 for none." })
  parentDatabaseId: number;
  @Field({
    description: 'Menus: the `auto_add` flag (add new top-level pages, in WordPress); only stored here.',
  })
  autoAdd: boolean;
  /** The count when it is already known (a deleted term's last count); else it is loaded. */
  readonly knownCount?: number;

  constructor(term: Term, knownCount?: number) {
    this.databaseId = term.id;
    this.taxonomy = term.taxonomy;
    this.name = term.name;
    this.slug = term.slug;
    this.description = term.description;
    this.parentDatabaseId = term.parentId;
    this.autoAdd = term.autoAdd;
    this.knownCount = knownCount;
  }

  [NODE_REF](): NodeRef {
    return ['term', String(this.databaseId)];
  }
}

@ObjectType({ simpleResolvers: true })
export class TermConnection extends Connection(TermNode, 'Term') {}

@ObjectType({
  simpleResolvers: true,
  description: "One item's terms in a taxonomy, as `terms` with the `post` filter lists them.",
})
export class ItemTerms {
  @Field(() => Int)
  item!: number;
  @Field(() => [TermNode], {
    nullable: true,
    description: 'Null when the caller may not list them (`terms` with the `post` filter says why).',
  })
  nodes!: TermNode[] | null;
  @Field(() => Int)
  totalCount!: number;
}

@ObjectType({ simpleResolvers: true, description: 'A term deleted for good, as it was.' })
export class DeletedTerm {
  @Field({ description: 'Always true: terms are deleted for good.' })
  deleted!: boolean;
  @Field(() => TermNode, { description: 'The term as it was before.' })
  previous!: TermNode;
}

@InputType({ description: 'The filters of the REST term collections.' })
export class TermFilterInput implements TermFilter {
  @Field({ nullable: true, description: 'Only terms whose name or slug contains this.' })
  search?: string;
  @Field(() => [Int], { nullable: true, description: 'Only the terms with these database ids.' })
  include?: number[];
  @Field(() => [Int], { nullable: true, description: 'Not the terms with these database ids.' })
  exclude?: number[];
  @Field(() => [String], { nullable: true, description: 'Only the terms with these slugs.' })
  slugs?: string[];
  @Field(() => Int, { nullable: true, description: 'Children of this term (hierarchical taxonomies).' })
  parent?: number;
  @Field(() => Int, { nullable: true, description: 'Only the terms of this item.' })
  post?: number;
  @Field({ nullable: true, description: 'Leave out terms no published item carries.' })
  hideEmpty?: boolean;
  @Field(() => TermOrderField, {
    nullable: true,
    description: 'What the list is ordered by (name if omitted).',
  })
  orderBy?: TermFilter['orderBy'];
  @Field(() => OrderDirection, { nullable: true, description: 'Ascending (the default) or descending.' })
  order?: 'asc' | 'desc';
}

@InputType({ description: 'The writable fields of a term; absent ones are left unchanged.' })
export class TermInput implements TermChanges {
  @Field({
    nullable: true,
    description: 'Its name, tags stripped (at most 200 characters); a new term needs one.',
  })
  name?: string;
  @Field({ nullable: true, description: 'The name in its URL; made from the name when empty.' })
  slug?: string;
  @Field({ nullable: true, description: 'Its description (HTML is filtered).' })
  description?: string;
  @Field(() => Int, {
    nullable: true,
    description: "The parent's database id; 0 for none (hierarchical taxonomies).",
  })
  parent?: number;
  @Field({
    nullable: true,
    description: 'Menus: the `auto_add` flag (add new top-level pages); only stored here.',
  })
  autoAdd?: boolean;
}
