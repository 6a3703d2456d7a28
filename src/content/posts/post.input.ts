import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { definedFields } from '../../defined.js';
import { badInput } from '../../errors.js';
import type { PostListQuery, TaxFilter } from './post-query.js';
import type { PostChanges } from './post-changes.js';
import { ALL_ROWS, type RevisionWindow } from '../revisions/revision.service.js';
import { cursorWindow, PageArgs, pageSize } from '../../graphql/connection.js';
import { RestOnly } from '../../graphql/rest-only.js';

export enum TaxOperator {
  IN = 'IN',
  AND = 'AND',
  NOT_IN = 'NOT IN',
}
registerEnumType(TaxOperator, { name: 'TaxOperator' });

@InputType({ description: 'Items with (or, for NOT_IN, without) these terms of one taxonomy.' })
export class TaxFilterInput implements TaxFilter {
  @Field()
  taxonomy!: string;
  @Field(() => [Int])
  terms!: number[];
  @Field(() => TaxOperator, { defaultValue: TaxOperator.IN })
  operator!: TaxOperator;
  @Field({ defaultValue: false, description: 'Child terms count too (hierarchical taxonomies).' })
  includeChildren!: boolean;
}

@InputType({ description: 'The filters of the REST collection arguments.' })
export class PostFilter implements Partial<PostListQuery> {
  // The initializer also serves an omitted filter (`filter: {}` is not coerced field by field).
  @Field(() => [String], { description: 'Statuses; `any` for all readable.' })
  statuses: string[] = ['publish'];
  @Field({ nullable: true })
  search?: string;
  @Field(() => [String], { nullable: true, description: 'post_title, post_content, post_excerpt.' })
  searchColumns?: ('post_title' | 'post_content' | 'post_excerpt')[];
  @Field({ nullable: true, description: 'Each search word must equal the whole title.' })
  searchExact?: boolean;
  @Field({
    nullable: true,
    description: 'Published after this date-time (site-local unless it has an offset).',
  })
  after?: string;
  @Field({ nullable: true })
  before?: string;
  @Field({ nullable: true })
  modifiedAfter?: string;
  @Field({ nullable: true })
  modifiedBefore?: string;
  @Field(() => [Int], { nullable: true })
  authors?: number[];
  @Field(() => [Int], { nullable: true })
  authorsExclude?: number[];
  @Field(() => [Int], { nullable: true })
  include?: number[];
  @Field(() => [Int], { nullable: true })
  exclude?: number[];
  @Field(() => [String], { nullable: true })
  slugs?: string[];
  @Field(() => [Int], { nullable: true })
  parents?: number[];
  @Field(() => [Int], { nullable: true })
  parentsExclude?: number[];
  @Field(() => Int, { nullable: true })
  menuOrder?: number;
  @Field({ nullable: true })
  sticky?: boolean;
  @Field({
    defaultValue: true,
    description: 'False puts the sticky items first on the first page (unless `include` is given).',
  })
  ignoreSticky!: boolean;
  @Field(() => [String], { nullable: true, description: 'Post formats; `standard` is none.' })
  formats?: string[];
  @Field(() => String, { nullable: true, description: 'AND (default) or OR between the taxonomy filters.' })
  taxRelation?: 'AND' | 'OR';
  @Field(() => [TaxFilterInput], { nullable: true })
  taxonomies?: TaxFilterInput[];
  @Field(() => String, {
    description:
      'author, date, id, include, modified, parent, relevance, slug, include_slugs, title, menu_order.',
  })
  orderBy: PostListQuery['orderBy'] = 'date';
  @Field(() => String)
  order: 'asc' | 'desc' = 'desc';
}

@InputType()
export class TermIdsInput {
  @Field()
  taxonomy!: string;
  @Field(() => [Int])
  ids!: number[];
}

@InputType({ description: 'Writable fields; absent ones are left unchanged.' })
export class PostInput implements PostChanges {
  @Field(() => String, { nullable: true, description: 'REST date-time; null makes a draft float again.' })
  date?: string | null;
  @Field(() => String, { nullable: true })
  dateGmt?: string | null;
  @Field({ nullable: true })
  slug?: string;
  @Field({ nullable: true })
  status?: string;
  @Field({ nullable: true })
  password?: string;
  @Field({ nullable: true })
  title?: string;
  @Field({ nullable: true })
  content?: string;
  @Field({ nullable: true })
  excerpt?: string;
  @Field(() => Int, { nullable: true })
  author?: number;
  @Field(() => Int, { nullable: true })
  featuredMedia?: number;
  @Field({ nullable: true })
  commentStatus?: string;
  @Field({ nullable: true })
  pingStatus?: string;
  @Field({ nullable: true })
  format?: string;
  @Field(() => GraphQLJSONObject, { nullable: true })
  meta?: Record<string, unknown>;
  @Field({ nullable: true })
  sticky?: boolean;
  @Field({ nullable: true })
  template?: string;
  @Field(() => Int, { nullable: true })
  parent?: number;
  @Field(() => Int, { nullable: true })
  menuOrder?: number;
  @Field(() => [TermIdsInput], { nullable: true })
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
  @Field()
  order: string = 'desc';
  @Field(() => [Int], { nullable: true })
  include?: number[];
  @Field(() => [Int], { nullable: true })
  exclude?: number[];
  @Field(() => String, { nullable: true })
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
