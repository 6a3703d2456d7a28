import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { definedFields } from '../../defined.js';
import { badInput } from '../../errors.js';
import type { PostListQuery, TaxFilter } from './post-query.js';
import type { PostChanges } from './post-changes.js';
import { ALL_ROWS, type RevisionWindow } from '../revisions/revision.service.js';
import { cursorWindow, PageArgs, pageSize } from '../../graphql/connection.js';
import { RestOnly } from '../../graphql/rest-only.js';
import { OrderDirection } from '../../graphql/closed-set.js';
import type { TaxonomyKey } from '../content-model/post-type-registry.js';
import {
  DiscussionStatus,
  PostFormat,
  PostOrderField,
  PostSearchColumn,
  PostStatus,
  PostStatusFilter,
  TaxonomyName,
  TaxRelation,
} from '../content-model/content-sets.js';

export enum TaxOperator {
  IN = 'IN',
  AND = 'AND',
  NOT_IN = 'NOT IN',
}
registerEnumType(TaxOperator, {
  name: 'TaxOperator',
  description: 'How the terms of one taxonomy filter match an item.',
  valuesConfig: {
    IN: { description: 'The item has at least one of the terms.' },
    AND: { description: 'The item has every one of the terms.' },
    NOT_IN: { description: 'The item has none of the terms.' },
  },
});

@InputType({ description: 'Items with (or, for NOT_IN, without) these terms of one taxonomy.' })
export class TaxFilterInput implements TaxFilter {
  @Field(() => TaxonomyName, { description: 'The taxonomy of the terms.' })
  taxonomy!: TaxonomyKey;
  @Field(() => [Int], { description: "The terms' ids in the database." })
  terms!: number[];
  @Field(() => TaxOperator, { defaultValue: TaxOperator.IN, description: 'How the terms match an item.' })
  operator!: TaxOperator;
  @Field({ defaultValue: false, description: 'Child terms count too (hierarchical taxonomies).' })
  includeChildren!: boolean;
}

@InputType({ description: 'The filters of the REST collection arguments.' })
export class PostFilter implements Partial<PostListQuery> {
  // The initializer also serves an omitted filter (`filter: {}` is not coerced field by field).
  @Field(() => [PostStatusFilter], {
    description: 'Only items in these statuses (published ones if omitted).',
  })
  statuses: string[] = ['publish'];
  @Field({ nullable: true, description: 'Only items whose texts contain these words.' })
  search?: string;
  @Field(() => [PostSearchColumn], {
    nullable: true,
    description: 'Where `search` looks (all three if omitted).',
  })
  searchColumns?: ('post_title' | 'post_content' | 'post_excerpt')[];
  @Field({ nullable: true, description: 'Each search word must equal the whole title.' })
  searchExact?: boolean;
  @Field({
    nullable: true,
    description: 'Published after this date-time (site-local unless it has an offset).',
  })
  after?: string;
  @Field({
    nullable: true,
    description: 'Published before this date-time (site-local unless it has an offset).',
  })
  before?: string;
  @Field({
    nullable: true,
    description: 'Changed after this date-time (site-local unless it has an offset).',
  })
  modifiedAfter?: string;
  @Field({
    nullable: true,
    description: 'Changed before this date-time (site-local unless it has an offset).',
  })
  modifiedBefore?: string;
  @Field(() => [Int], { nullable: true, description: "Only items by these authors (users' database ids)." })
  authors?: number[];
  @Field(() => [Int], { nullable: true, description: 'No items by these authors.' })
  authorsExclude?: number[];
  @Field(() => [Int], { nullable: true, description: 'Only the items with these database ids.' })
  include?: number[];
  @Field(() => [Int], { nullable: true, description: 'Not the items with these database ids.' })
  exclude?: number[];
  @Field(() => [String], { nullable: true, description: 'Only the items with these slugs.' })
  slugs?: string[];
  @Field(() => [Int], { nullable: true, description: 'Only the children of these items (0: top level).' })
  parents?: number[];
  @Field(() => [Int], { nullable: true, description: 'Not the children of these items.' })
  parentsExclude?: number[];
  @Field(() => Int, { nullable: true, description: 'Only the items with this menu order.' })
  menuOrder?: number;
  @Field({ nullable: true, description: 'Only sticky items (true) or only the others (false).' })
  sticky?: boolean;
  @Field({
    defaultValue: true,
    description: 'False puts the sticky items first on the first page (unless `include` is given).',
  })
  ignoreSticky!: boolean;
  @Field(() => [PostFormat], { nullable: true, description: 'Only items in these formats.' })
  formats?: string[];
  @Field(() => TaxRelation, { nullable: true, description: 'How the taxonomy filters combine.' })
  taxRelation?: 'AND' | 'OR';
  @Field(() => [TaxFilterInput], { nullable: true, description: 'Filters by terms, one a taxonomy.' })
  taxonomies?: TaxFilterInput[];
  @Field(() => PostOrderField, { description: 'What the list is ordered by.' })
  orderBy: PostListQuery['orderBy'] = 'date';
  @Field(() => OrderDirection, { description: 'Ascending or descending.' })
  order: 'asc' | 'desc' = 'desc';
}

@InputType({ description: 'All the terms an item has in one taxonomy (replacing those it had).' })
export class TermIdsInput {
  @Field(() => TaxonomyName, { description: 'The taxonomy.' })
  taxonomy!: TaxonomyKey;
  @Field(() => [Int], { description: 'Every term of it the item has: their database ids.' })
  ids!: number[];
}

@InputType({ description: 'Writable fields; absent ones are left unchanged.' })
export class PostInput implements PostChanges {
  @Field(() => String, { nullable: true, description: 'REST date-time; null makes a draft float again.' })
  date?: string | null;
  @Field(() => String, { nullable: true, description: 'The date in UTC; null makes a draft float again.' })
  dateGmt?: string | null;
  @Field({ nullable: true, description: 'The slug (made unique; derived from the title if empty).' })
  slug?: string;
  @Field(() => PostStatus, { nullable: true, description: 'The status.' })
  status?: string;
  @Field({ nullable: true, description: 'A password readers must give; empty for none.' })
  password?: string;
  @Field({ nullable: true, description: 'The title, as stored.' })
  title?: string;
  @Field({ nullable: true, description: 'The content, as stored (block markup or HTML).' })
  content?: string;
  @Field({ nullable: true, description: 'The excerpt, as stored.' })
  excerpt?: string;
  @Field(() => Int, { nullable: true, description: "The author's database id." })
  author?: number;
  @Field(() => Int, { nullable: true, description: "The featured image's database id; 0 for none." })
  featuredMedia?: number;
  @Field(() => DiscussionStatus, { nullable: true, description: 'Whether it takes comments.' })
  commentStatus?: string;
  @Field(() => DiscussionStatus, { nullable: true, description: 'Whether it takes pings.' })
  pingStatus?: string;
  @Field(() => PostFormat, { nullable: true, description: 'The post format.' })
  format?: string;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Registered meta fields to change.' })
  meta?: Record<string, unknown>;
  @Field({ nullable: true, description: 'Kept at the top of the blog index.' })
  sticky?: boolean;
  @Field({ nullable: true, description: "The theme template's slug; empty for the default." })
  template?: string;
  @Field(() => Int, { nullable: true, description: "The parent's database id; 0 for none." })
  parent?: number;
  @Field(() => Int, { nullable: true, description: 'The order among its siblings.' })
  menuOrder?: number;
  @Field(() => [TermIdsInput], { nullable: true, description: 'The terms, a taxonomy at a time.' })
  terms?: TermIdsInput[];
}

/** The changes of an input, without the keys GraphQL left undefined. */
export const changesOf = (input: PostInput): PostChanges => definedFields(input);

/** The page of a revision list: by cursor; the REST facades' by offset has them all unless `first` is given. */
@ArgsType()
export class RevisionWindowArgs extends PageArgs {
  @RestOnly()
  @Field(() => Int, { nullable: true, description: 'Skips this many (REST pages by offset).' })
  offset?: number | null;
  @Field(() => OrderDirection, { description: 'Newest first (descending, the default) or oldest first.' })
  order: string = 'desc';
  @Field(() => [Int], { nullable: true, description: 'Only the revisions with these database ids.' })
  include?: number[];
  @Field(() => [Int], { nullable: true, description: 'Not the revisions with these database ids.' })
  exclude?: number[];
  @Field(() => String, { nullable: true, description: 'Only revisions whose texts contain these words.' })
  search?: string;

  window(): RevisionWindow {
    const filter = {
      order: this.order === 'asc' ? ('asc' as const) : ('desc' as const),
      include: this.include ?? undefined,
      exclude: this.exclude ?? undefined,
      search: this.search ?? undefined,
    };
    if (this.offset == null) return { ...filter, page: cursorWindow(this, 10) };
    if (this.offset < 0) throw badInput('offset must not be negative');
    const limit = this.first == null ? ALL_ROWS : pageSize('first', this.first);
    return { ...filter, page: { offset: this.offset, limit } };
  }
}
