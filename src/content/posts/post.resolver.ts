import {
  Arg,
  Args,
  Ctx,
  Field,
  FieldResolver,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { RequestContext } from '../../auth/request-context.js';
import { nodeSite } from '../media/library-images.js';
import { badInput } from '../../errors.js';
import { connectionOf, cursorWindow, PageArgs, pageWindow, paginate } from '../../graphql/connection.js';
import { loaderOf } from '../../graphql/loaders.js';
import { ContentAccess, contentDeps } from '../content-access.js';
import { canDeletePost, canEditPost, canType, editActions } from '../capabilities.js';
import { changesOf, PostFilter, PostInput, RevisionWindowArgs } from './post.input.js';
import { findPostIdBySlug, getPost, listPosts, postsToShow, type PostView } from './post.service.js';
import { deletePost, trashPost } from './post-delete.service.js';
import { createAutoDraft, createPost, publishSlug, updatePost } from './post-write.service.js';
import { postType, type PostType } from '../content-model/post-type-registry.js';
import { previewLink } from './preview.js';
import {
  ContentType,
  PostConnection,
  PostNode,
  RevisionConnection,
  RevisionNode,
  RevisionSummary,
} from './post.types.js';
import {
  autosave,
  deleteRevision,
  getAutosave,
  getRevision,
  listAutosaves,
  listRevisions,
  revisionSummaries,
  type RevisionView,
} from '../revisions/revision.service.js';
import { termsOfPosts } from '../terms/term.service.js';
import { TermNode } from '../terms/term.types.js';
import { EditContext, OffsetArg, RestOnly } from '../../graphql/rest-only.js';
import { User } from '../../auth/user.entity.js';
import { authorOf } from '../users/authors.js';

/** A post as the caller sees it (with the actions it may take). */
export const postNode = (ctx: RequestContext, view: PostView) =>
  new PostNode(view, nodeSite(ctx), {
    edit: canEditPost(ctx.caller.user, view.type, view.post),
    delete: canDeletePost(ctx.caller.user, view.type, view.post),
  });

/** An item an edge names (a parent, the post a file is attached to), as the caller may see it, batched. */
export async function postOf(ctx: RequestContext, type: PostType, id: number): Promise<PostNode | null> {
  if (!id) return null;
  const view = await loaderOf(ctx, `postsToShow:${type.name}`, (ids: readonly number[]) =>
    postsToShow(contentDeps(ctx), type, ids),
  ).load(id);
  return view && postNode(ctx, view);
}

export const revisionNode = (ctx: RequestContext, view: RevisionView) =>
  new RevisionNode(view, nodeSite(ctx));

/** The list query of one content type; every type's takes the same arguments. */
function postListResolver(
  name: string,
  type: ContentType,
  descriptions: { query?: string; edit?: string } = {},
) {
  @Resolver()
  class PostListResolver {
    @Query(() => PostConnection, { name, description: descriptions.query })
    async list(
      @Ctx() ctx: RequestContext,
      @Arg('filter', () => PostFilter, { defaultValue: {}, description: 'Which items, in what order.' })
      filter: PostFilter,
      @Args(() => PageArgs) pageArgs: PageArgs,
      @OffsetArg() offset: number | null,
      @EditContext(descriptions.edit) edit: boolean,
    ) {
      const window = pageWindow(pageArgs, offset, 10);
      const page = await listPosts(contentDeps(ctx), postType(type), filter, {
        ...window,
        edit,
        includeChildren: filter.taxonomies?.map((t) => t.includeChildren),
      });
      return connectionOf({ ...page, nodes: page.nodes.map((view) => postNode(ctx, view)) }, window);
    }
  }
  return PostListResolver;
}

export const postListResolvers = [
  postListResolver('posts', ContentType.POST, {
    query: 'Posts the caller may see, filtered like the REST collection.',
    edit: 'Only items the caller may edit, with raw fields.',
  }),
  postListResolver('pages', ContentType.PAGE, {
    query: 'Pages the caller may see, filtered like the REST collection.',
  }),
  postListResolver('requirements', ContentType.REQUIREMENT, {
    query: 'Requirements the caller may see, filtered like the REST collection.',
  }),
  postListResolver('blocks', ContentType.WP_BLOCK, {
    query: 'Reusable blocks (patterns); only for users who may edit posts.',
  }),
  postListResolver('navigations', ContentType.WP_NAVIGATION, {
    query: 'Navigation menus (block markup).',
  }),
];

@ObjectType({ simpleResolvers: true, description: 'An item deleted for good, as it was.' })
class DeletedPost {
  @Field({ description: 'True: the item is deleted.' })
  deleted!: boolean;
  @Field(() => PostNode, { description: 'The item as it was before the deletion.' })
  previous!: PostNode;
}

@Resolver(() => PostNode)
export class PostResolver {
  @Query(() => ContentAccess, { description: 'What the caller may do with items of a content type.' })
  contentAccess(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => ContentType, { description: 'The content type.' }) type: ContentType,
  ): ContentAccess {
    const user = ctx.caller.user;
    return { canCreate: canType(user, postType(type), 'create') };
  }

  @Query(() => PostNode, { description: 'One post, page or requirement by id or by slug (exactly one).' })
  async post(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => ContentType, { description: "The item's content type." }) type: ContentType,
    @Arg('id', () => Int, { nullable: true, description: "The item's database id." }) id: number | undefined,
    @Arg('slug', () => String, { nullable: true, description: 'Its slug (a published item first).' })
    slug: string | undefined,
    @Arg('password', () => String, { nullable: true, description: 'Unlocks protected content.' })
    password: string | null,
    @EditContext('Refused without edit permission.') edit: boolean,
  ): Promise<PostNode> {
    if ((id == null) === (slug == null)) throw badInput('give exactly one of id and slug');
    const deps = contentDeps(ctx);
    const found = id ?? (await findPostIdBySlug(deps, postType(type), slug!));
    const view = await getPost(deps, postType(type), found, {
      password: password ?? undefined,
      edit,
    });
    return postNode(ctx, view);
  }

  @RestOnly()
  @FieldResolver(() => [TermNode], {
    description: 'Terms of every taxonomy of the type (`terms` pages them).',
  })
  async termList(@Root() node: PostNode, @Ctx() ctx: RequestContext): Promise<TermNode[]> {
    const terms = await loaderOf(ctx, 'postTerms', (ids: readonly number[]) => termsOfPosts(ctx, ids)).load(
      node.databaseId,
    );
    return terms.map((term) => new TermNode(term));
  }

  @FieldResolver(() => String, {
    description: 'The slug, or the unique one publishing the item would give it (drafts without one).',
  })
  generatedSlug(@Root() node: PostNode, @Ctx() ctx: RequestContext): Promise<string> {
    return publishSlug(contentDeps(ctx).em, node.postView.post, node.postView.type);
  }

  @FieldResolver(() => [String], {
    description: 'Editing actions the caller may take on items of this type (`action-publish`, …).',
  })
  editActions(@Root() node: PostNode, @Ctx() ctx: RequestContext): string[] {
    return editActions(ctx.caller.user, node.postView.type);
  }

  @FieldResolver(() => RevisionSummary, { description: 'How many revisions it has, and the newest one.' })
  revisionSummary(@Root() node: PostNode, @Ctx() ctx: RequestContext): Promise<RevisionSummary> {
    return loaderOf(ctx, 'revisionSummaries', (ids: readonly number[]) =>
      revisionSummaries(contentDeps(ctx), ids),
    ).load(node.databaseId);
  }

  @Mutation(() => PostNode, {
    description: 'Creates an item of a content type (nothing is stored when a rule fails).',
  })
  async createPost(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => ContentType, { description: 'The content type of the new item.' }) type: ContentType,
    @Arg('input', () => PostInput, { description: "The new item's fields." }) input: PostInput,
  ): Promise<PostNode> {
    return postNode(ctx, await createPost(contentDeps(ctx), postType(type), changesOf(input)));
  }

  @Mutation(() => PostNode, {
    description:
      'Creates an empty item to open in an editor: an `AUTO_DRAFT`, left out of listings, that becomes ' +
      'a draft when first saved. Auto-drafts not touched for a week are deleted.',
  })
  async createAutoDraft(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => ContentType, { description: 'The content type of the new item.' }) type: ContentType,
  ): Promise<PostNode> {
    return postNode(ctx, await createAutoDraft(contentDeps(ctx), postType(type)));
  }

  @Mutation(() => PostNode, {
    description: 'Changes an item; a revision is kept when its title, content or excerpt changed.',
  })
  async updatePost(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => ContentType, { description: "The item's content type." }) type: ContentType,
    @Arg('id', () => Int, { description: "The item's database id." }) id: number,
    @Arg('input', () => PostInput, { description: 'The fields to change.' }) input: PostInput,
  ): Promise<PostNode> {
    return postNode(ctx, await updatePost(contentDeps(ctx), postType(type), id, changesOf(input)));
  }

  @Mutation(() => PostNode, { description: 'Moves the item to the trash.' })
  async trashPost(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => ContentType, { description: "The item's content type." }) type: ContentType,
    @Arg('id', () => Int, { description: "The item's database id." }) id: number,
  ): Promise<PostNode> {
    return postNode(ctx, await trashPost(contentDeps(ctx), postType(type), id));
  }

  @Mutation(() => DeletedPost, { description: 'Deletes the item for good; returns it as it was.' })
  async deletePost(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => ContentType, { description: "The item's content type." }) type: ContentType,
    @Arg('id', () => Int, { description: "The item's database id." }) id: number,
  ): Promise<DeletedPost> {
    const view = await deletePost(contentDeps(ctx), postType(type), id);
    return {
      deleted: true,
      previous: new PostNode(view, nodeSite(ctx), { edit: true, delete: true }),
    };
  }
}

@Resolver(() => RevisionNode)
export class RevisionResolver {
  @FieldResolver(() => User, {
    nullable: true,
    description: 'Who made it; null where the caller may not see them.',
  })
  author(@Root() node: RevisionNode, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return authorOf(ctx, node.authorDatabaseId);
  }

  @Query(() => RevisionConnection, { description: 'Revisions (and autosaves) of an item, newest first.' })
  async revisions(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => ContentType, { description: "The item's content type." }) type: ContentType,
    @Arg('parent', () => Int, { description: "The item's database id." }) parent: number,
    @Args(() => RevisionWindowArgs) args: RevisionWindowArgs,
  ) {
    const window = args.window();
    const page = await listRevisions(contentDeps(ctx), postType(type), parent, window);
    return connectionOf({ ...page, nodes: page.nodes.map((view) => revisionNode(ctx, view)) }, window.page);
  }

  @FieldResolver(() => String, {
    description: 'The preview URL (an autosave previews its item, with a nonce for the caller and day).',
  })
  previewLink(@Root() node: RevisionNode, @Ctx() ctx: RequestContext): string {
    return previewLink(ctx.settings, node.revisionView, ctx.caller.user?.id ?? 0, ctx.clock.now());
  }

  @Query(() => RevisionNode, { description: 'One revision of an item; for those who may edit the item.' })
  async revision(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => ContentType, { description: "The item's content type." }) type: ContentType,
    @Arg('parent', () => Int, { description: "The item's database id." }) parent: number,
    @Arg('id', () => Int, { description: "The revision's database id." }) id: number,
  ): Promise<RevisionNode> {
    return revisionNode(ctx, await getRevision(contentDeps(ctx), postType(type), parent, id));
  }

  @RestOnly()
  @Query(() => [RevisionNode], { description: "An item's autosaves, as REST lists them." })
  async autosaveList(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => ContentType, { description: "The item's type." }) type: ContentType,
    @Arg('parent', () => Int, { description: "The item's database id." }) parent: number,
  ): Promise<RevisionNode[]> {
    return (await listAutosaves(contentDeps(ctx), postType(type), parent)).map((view) =>
      revisionNode(ctx, view),
    );
  }

  @Query(() => RevisionConnection, { description: "An item's autosaves: one an editor at most." })
  async autosaves(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('type', () => ContentType, { description: "The item's type." }) type: ContentType,
    @Arg('parent', () => Int, { description: "The item's database id." }) parent: number,
  ) {
    const list = await this.autosaveList(ctx, type, parent);
    return paginate(list, (node) => [node.databaseId], cursorWindow(page, 10));
  }

  @Query(() => RevisionNode, { description: 'One autosave of an item; for those who may edit the item.' })
  async autosave(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => ContentType, { description: "The item's content type." }) type: ContentType,
    @Arg('parent', () => Int, { description: "The item's database id." }) parent: number,
    @Arg('id', () => Int, { description: "The autosave's database id." }) id: number,
  ): Promise<RevisionNode> {
    return revisionNode(ctx, await getAutosave(contentDeps(ctx), postType(type), parent, id));
  }

  @Mutation(() => RevisionNode, {
    description: 'Autosaves an item: the own draft in place, else one autosave per user.',
  })
  async autosavePost(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => ContentType, { description: "The item's content type." }) type: ContentType,
    @Arg('id', () => Int, { description: "The item's database id." }) id: number,
    @Arg('input', () => PostInput, { description: 'The changes; a copy keeps title, content and excerpt.' })
    input: PostInput,
  ): Promise<RevisionNode> {
    return revisionNode(ctx, await autosave(contentDeps(ctx), postType(type), id, changesOf(input)));
  }

  @Mutation(() => RevisionNode, { description: 'Deletes a revision for good (force must be true).' })
  async deleteRevision(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => ContentType, { description: "The item's content type." }) type: ContentType,
    @Arg('parent', () => Int, { description: "The item's database id." }) parent: number,
    @Arg('id', () => Int, { description: "The revision's database id." }) id: number,
    @Arg('force', { defaultValue: false, description: 'Must be true: revisions have no trash.' })
    force: boolean,
  ): Promise<RevisionNode> {
    return revisionNode(ctx, await deleteRevision(contentDeps(ctx), postType(type), parent, id, force));
  }
}
