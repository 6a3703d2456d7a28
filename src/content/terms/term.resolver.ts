import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { DomainError } from '../../errors.js';
import { loaderOf } from '../../graphql/loaders.js';
import { can } from '../../auth/roles.js';
import { termLink } from '../links.js';
import { contentDeps } from '../content-access.js';
import {
  connectionOf,
  cursorWindow,
  PageArgs,
  pageSize,
  paginate,
  pageWindow,
} from '../../graphql/connection.js';
import { byCursor, type PageWindow } from '../../db/keyset.js';
import { postsToRead } from '../posts/post.service.js';
import { DEFAULT_CATEGORY_ID, taxonomyNamed } from '../content-model/post-type-registry.js';
import { TaxonomyName } from '../content-model/content-sets.js';
import { getTerm, listTerms, termCounts, termsOfPost, termsOfPosts, termsRelated } from './term.service.js';
import { createTerm, deleteTerm, updateTerm } from './term-write.service.js';
import {
  DeletedTerm,
  ItemTerms,
  TermConnection,
  TermFilterInput,
  TermInput,
  TermNode,
} from './term.types.js';
import { EditContext, OffsetArg, RestOnly } from '../../graphql/rest-only.js';

/** Only `post` is set and the order and window are the defaults: the batched path answers it. */
/** The facades' `post` filter alone, on a first page by offset: the batched read answers it. */
function onlyPostFilter(filter: TermFilterInput, window: PageWindow & { edit: boolean }): boolean {
  const { post, orderBy = 'name', order = 'asc', hideEmpty, ...others } = filter;
  return (
    post !== undefined &&
    orderBy === 'name' &&
    order === 'asc' &&
    !hideEmpty &&
    Object.values(others).every((value) => value === undefined || value === null) &&
    !byCursor(window) &&
    window.offset === 0 &&
    !window.edit
  );
}

/** The term an edge names (a parent, a menu item's menu), read in one batch for a page; null for 0. */
export async function termOf(ctx: RequestContext, id: number): Promise<TermNode | null> {
  if (!id) return null;
  const [term] = await loaderOf(ctx, 'terms', (ids: readonly number[]) =>
    termsRelated(ctx, ids, 'self'),
  ).load(id);
  return term ? new TermNode(term) : null;
}

@Resolver(() => TermNode)
export class TermResolver {
  @Query(() => TermConnection, { description: 'Terms of a taxonomy, filtered like the REST collection.' })
  async terms(
    @Ctx() ctx: RequestContext,
    @Arg('taxonomy', () => TaxonomyName, { description: 'The taxonomy.' }) taxonomy: string,
    @Arg('filter', () => TermFilterInput, { defaultValue: {}, description: 'Which terms, in what order.' })
    filter: TermFilterInput,
    @Args(() => PageArgs) pageArgs: PageArgs,
    @OffsetArg() offset: number | null,
    @EditContext('Refused without edit_terms.') edit: boolean,
  ) {
    const window = { ...pageWindow(pageArgs, offset, 10), edit };
    const page = onlyPostFilter(filter, window)
      ? await this.ofPost(ctx, taxonomy, filter.post!, window.limit)
      : await listTerms(contentDeps(ctx), taxonomyNamed(taxonomy), filter, window);
    return connectionOf({ ...page, nodes: page.nodes.map((term) => new TermNode(term)) }, window);
  }

  @RestOnly()
  @Query(() => [ItemTerms], {
    description:
      "Several items' terms in a taxonomy at once (an `_embed` of `wp:term`), each as `terms` with the `post` filter lists it.",
  })
  async termsOfItems(
    @Ctx() ctx: RequestContext,
    @Arg('taxonomy', () => TaxonomyName, { description: 'The taxonomy.' }) taxonomy: string,
    @Arg('items', () => [Int]) items: number[],
    @Arg('first', () => Int, { defaultValue: 10 }) first: number,
  ): Promise<ItemTerms[]> {
    const limit = pageSize('first', first);
    return Promise.all(
      items.map(async (item) => {
        try {
          const page = await this.ofPost(ctx, taxonomy, item, limit);
          return { item, nodes: page.nodes.map((term) => new TermNode(term)), totalCount: page.totalCount };
        } catch (error) {
          if (error instanceof DomainError) return { item, nodes: null, totalCount: 0 };
          throw error;
        }
      }),
    );
  }

  @Query(() => TermConnection, { description: 'Navigation menus: the terms of the nav_menu taxonomy.' })
  menus(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => TermFilterInput, { defaultValue: {}, description: 'Which menus, in what order.' })
    filter: TermFilterInput,
    @Args(() => PageArgs) pageArgs: PageArgs,
    @OffsetArg() offset: number | null,
    @EditContext() edit: boolean,
  ) {
    return this.terms(ctx, 'nav_menu', filter, pageArgs, offset, edit);
  }

  /** An item's terms through the request's `postTerms` DataLoader (the `_embed` of `wp:term`). */
  private async ofPost(ctx: RequestContext, taxonomy: string, postId: number, first: number) {
    const load = {
      post: (id: number) =>
        loaderOf(ctx, 'postsToRead', (ids: readonly number[]) => postsToRead(ctx, ids)).load(id),
      terms: (id: number) =>
        loaderOf(ctx, 'postTerms', (ids: readonly number[]) => termsOfPosts(ctx, ids)).load(id),
    };
    const terms = await termsOfPost(contentDeps(ctx), taxonomyNamed(taxonomy), postId, load);
    return { nodes: terms.slice(0, first), totalCount: terms.length };
  }

  @Query(() => TermNode, { description: 'One term of a taxonomy, by its database id.' })
  async term(
    @Ctx() ctx: RequestContext,
    @Arg('taxonomy', () => TaxonomyName, { description: 'The taxonomy.' }) taxonomy: string,
    @Arg('id', () => Int, { description: "The term's database id." }) id: number,
    @EditContext() edit: boolean,
  ): Promise<TermNode> {
    return new TermNode(await getTerm(contentDeps(ctx), taxonomyNamed(taxonomy), id, { edit }));
  }

  @FieldResolver(() => Int, { description: 'How many published items carry the term.' })
  count(@Root() node: TermNode, @Ctx() ctx: RequestContext): Promise<number> | number {
    if (node.knownCount !== undefined) return node.knownCount;
    return loaderOf(ctx, 'termCounts', (ids: readonly number[]) => termCounts(ctx, ids)).load(
      node.databaseId,
    );
  }

  @FieldResolver(() => TermNode, { nullable: true, description: 'Its parent (hierarchical taxonomies).' })
  parent(@Root() node: TermNode, @Ctx() ctx: RequestContext): Promise<TermNode | null> {
    return termOf(ctx, node.parentDatabaseId);
  }

  @FieldResolver(() => TermConnection, { description: 'Its children (hierarchical taxonomies), by name.' })
  async children(@Root() node: TermNode, @Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    const children = await loaderOf(ctx, 'termChildren', (ids: readonly number[]) =>
      termsRelated(ctx, ids, 'children'),
    ).load(node.databaseId);
    const nodes = children.map((term) => new TermNode(term));
    return paginate(nodes, (term) => [term.name, term.databaseId], cursorWindow(page, 10));
  }

  @FieldResolver(() => String, { description: 'The term archive.' })
  link(@Root() node: TermNode, @Ctx() ctx: RequestContext): string {
    return termLink(ctx.settings.publicUrl, {
      id: node.databaseId,
      slug: node.slug,
      taxonomy: node.taxonomy,
    });
  }

  @FieldResolver({ description: 'The caller may edit the terms of its taxonomy.' })
  canEdit(@Root() node: TermNode, @Ctx() ctx: RequestContext): boolean {
    return can(ctx.caller.user, taxonomyNamed(node.taxonomy).caps.edit);
  }

  @FieldResolver({ description: 'The default category can never be deleted.' })
  canDelete(@Root() node: TermNode, @Ctx() ctx: RequestContext): boolean {
    const isDefault = node.taxonomy === 'category' && node.databaseId === DEFAULT_CATEGORY_ID;
    return !isDefault && can(ctx.caller.user, taxonomyNamed(node.taxonomy).caps.delete);
  }

  @Mutation(() => TermNode, {
    description: 'Adds a term: hierarchical taxonomies need their edit capability, others their assign one.',
  })
  async createTerm(
    @Ctx() ctx: RequestContext,
    @Arg('taxonomy', () => TaxonomyName, { description: 'The taxonomy.' }) taxonomy: string,
    @Arg('input', () => TermInput, { description: "The new term's fields." }) input: TermInput,
  ): Promise<TermNode> {
    return new TermNode(await createTerm(contentDeps(ctx), taxonomyNamed(taxonomy), input));
  }

  @Mutation(() => TermNode, { description: "Changes a term (needs its taxonomy's edit capability)." })
  async updateTerm(
    @Ctx() ctx: RequestContext,
    @Arg('taxonomy', () => TaxonomyName, { description: 'The taxonomy.' }) taxonomy: string,
    @Arg('id', () => Int, { description: "The term's database id." }) id: number,
    @Arg('input', () => TermInput, { description: 'The fields to change.' }) input: TermInput,
  ): Promise<TermNode> {
    return new TermNode(await updateTerm(contentDeps(ctx), taxonomyNamed(taxonomy), id, input));
  }

  @Mutation(() => DeletedTerm, { description: 'Terms have no trash: force must be true.' })
  async deleteTerm(
    @Ctx() ctx: RequestContext,
    @Arg('taxonomy', () => TaxonomyName, { description: 'The taxonomy.' }) taxonomy: string,
    @Arg('id', () => Int, { description: "The term's database id." }) id: number,
    @Arg('force', { defaultValue: false, description: 'Must be true: terms have no trash.' }) force: boolean,
  ): Promise<DeletedTerm> {
    const { term, count } = await deleteTerm(contentDeps(ctx), taxonomyNamed(taxonomy), id, force);
    return { deleted: true, previous: new TermNode(term, count) };
  }
}
