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
import { nodeSite } from './library-images.js';
import { definedFields } from '../../defined.js';
import { canDeletePost, canEditPost, canType } from '../capabilities.js';
import { loaderOf } from '../../graphql/loaders.js';
import { ContentAccess, contentDeps } from '../content-access.js';
import { connectionOf, cursorWindow, PageArgs, paginate, pageWindow } from '../../graphql/connection.js';
import { postsToRead } from '../posts/post.service.js';
import { ATTACHMENT, POST_TYPES } from '../content-model/post-type-registry.js';
import { createMissingSubSizes, editMedia } from './media-edit.service.js';
import {
  checkCanUpload,
  checkParentType,
  deleteMedia,
  editsOf,
  getMedia,
  listMedia,
  mediaToShow,
  updateMedia,
  type MediaChanges,
  type MediaView,
} from './media.service.js';
import { uploadMedia } from './media-upload.service.js';
import { MediaInput, MediaUpload } from './media.input.js';
import { AttachedPost, MediaConnection, MediaFilter, MediaItemNode } from './media.types.js';
import { ModifierInput, modifierOf } from './modifier.input.js';
import { EditContext, OffsetArg, RestOnly } from '../../graphql/rest-only.js';
import { postOf } from '../posts/post.resolver.js';
import { PostNode } from '../posts/post.types.js';
import { User } from '../../auth/user.entity.js';
import { authorOf } from '../users/authors.js';

/** A media item as the caller sees it (with the actions it may take). */
export const mediaItemNode = (ctx: RequestContext, view: MediaView) =>
  new MediaItemNode(
    view,
    ctx.settings,
    {
      edit: canEditPost(ctx.caller.user, ATTACHMENT, view.post),
      delete: canDeletePost(ctx.caller.user, ATTACHMENT, view.post),
    },
    nodeSite(ctx),
  );

/** The changes of an input, without the keys GraphQL left undefined. */
const changesOf = (input: MediaInput | undefined): MediaChanges => definedFields(input ?? {});

/** A media item the caller may read, or null (gone, or not theirs to see). */
/** A media item an edge names, as the caller may see it (null: none, or not theirs to see), batched. */
export async function mediaItemOf(ctx: RequestContext, id: number | null): Promise<MediaItemNode | null> {
  if (!id) return null;
  const view = await loaderOf(ctx, 'mediaToShow', (ids: readonly number[]) =>
    mediaToShow(contentDeps(ctx), ids),
  ).load(id);
  return view && mediaItemNode(ctx, view);
}

@ObjectType({ description: 'A media item deleted for good, as it was.' })
class DeletedMediaItem {
  @Field({ description: 'True: the item and its files are deleted.' })
  deleted!: boolean;
  @Field(() => MediaItemNode, { description: 'The item as it was before the deletion.' })
  previous!: MediaItemNode;
}

@Resolver(() => MediaItemNode)
export class MediaResolver {
  @FieldResolver(() => User, {
    nullable: true,
    description: 'Who uploaded it; null where the caller may not see them.',
  })
  author(@Root() item: MediaItemNode, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return authorOf(ctx, item.authorDatabaseId);
  }

  @Query(() => ContentAccess, { description: 'What the caller may do with media (upload).' })
  mediaAccess(@Ctx() ctx: RequestContext): ContentAccess {
    return { canCreate: canType(ctx.caller.user, ATTACHMENT, 'create') };
  }

  @Query(() => MediaConnection, { description: 'Media items the caller may see (`inherit` by default).' })
  async mediaItems(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => MediaFilter, { defaultValue: {}, description: 'Which items, in what order.' })
    filter: MediaFilter,
    @Args(() => PageArgs) pageArgs: PageArgs,
    @OffsetArg() offset: number | null,
    @EditContext() edit: boolean,
  ) {
    const window = pageWindow(pageArgs, offset, 10);
    const page = await listMedia(contentDeps(ctx), filter, { ...window, edit });
    return connectionOf({ ...page, nodes: page.nodes.map((view) => mediaItemNode(ctx, view)) }, window);
  }

  @Query(() => MediaItemNode, {
    description: 'One media item the caller may read (an `inherit` one where its post is readable).',
  })
  async mediaItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: "The item's database id." }) id: number,
    @EditContext() edit: boolean,
  ): Promise<MediaItemNode> {
    return mediaItemNode(ctx, await getMedia(contentDeps(ctx), id, edit));
  }

  @Query(() => Boolean, {
    description: 'Checks that the caller may upload (to the given post); fails with the reason otherwise.',
  })
  async mediaUploadAllowed(
    @Ctx() ctx: RequestContext,
    @Arg('post', () => Int, {
      nullable: true,
      description: 'The post to attach the file to, which the caller must be able to edit.',
    })
    post?: number,
  ): Promise<boolean> {
    await checkCanUpload(contentDeps(ctx), post);
    await checkParentType(ctx.em, post);
    return true;
  }

  @Mutation(() => MediaItemNode, {
    description:
      'Uploads a file; its type is read from the bytes. Images get their sub-sizes (unless `subSizes` is false).',
  })
  async uploadMedia(
    @Ctx() ctx: RequestContext,
    @Arg('file', () => MediaUpload, { description: 'The file: its name and bytes.' }) file: MediaUpload,
    @Arg('input', () => MediaInput, {
      nullable: true,
      description: "The new item's fields; the title defaults to the EXIF one or the file name.",
    })
    input?: MediaInput,
    @Arg('subSizes', {
      defaultValue: true,
      description: 'False skips the sub-sizes (`createMediaSubSizes` makes them later).',
    })
    subSizes?: boolean,
    @Arg('titleFromFileName', {
      defaultValue: true,
      description: 'Title an untitled item after the given file name (else after the stored one).',
    })
    titleFromFileName?: boolean,
  ): Promise<MediaItemNode> {
    const view = await uploadMedia(contentDeps(ctx), file, changesOf(input), {
      subSizes: subSizes !== false,
      titleFromClientName: titleFromFileName !== false,
    });
    return mediaItemNode(ctx, view);
  }

  @Mutation(() => MediaItemNode, {
    description:
      "Changes a media item's texts, dates, author, status, focal point or the post it is attached to.",
  })
  async updateMedia(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: "The item's database id." }) id: number,
    @Arg('input', () => MediaInput, { description: 'The fields to change.' }) input: MediaInput,
  ): Promise<MediaItemNode> {
    return mediaItemNode(ctx, await updateMedia(contentDeps(ctx), id, changesOf(input)));
  }

  @Mutation(() => DeletedMediaItem, {
    description: 'Deletes a media item and its files (force must be true: media have no trash).',
  })
  async deleteMedia(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: "The item's database id." }) id: number,
    @Arg('force', { defaultValue: false, description: 'Must be true: media have no trash.' }) force: boolean,
  ): Promise<DeletedMediaItem> {
    return { deleted: true, previous: mediaItemNode(ctx, await deleteMedia(contentDeps(ctx), id, force)) };
  }

  @Mutation(() => MediaItemNode, { description: 'Makes the sub-sizes an image is missing.' })
  async createMediaSubSizes(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: "The image's database id." }) id: number,
  ) {
    return mediaItemNode(ctx, await createMissingSubSizes(contentDeps(ctx), id));
  }

  @Mutation(() => MediaItemNode, {
    description:
      'Edits an image without touching it: the modifiers are applied in order to its full-size original and the result is a new media item edited from it. `src` is the URL of one of its files.',
  })
  async editMedia(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: "The image's database id." }) id: number,
    @Arg('src', { description: "The URL of one of the image's files." }) src: string,
    @Arg('modifiers', () => [ModifierInput], { description: 'The edits, applied in order.' })
    modifiers: ModifierInput[],
    @Arg('input', () => MediaInput, {
      nullable: true,
      description: "The new item's fields; the texts default to the image's.",
    })
    input?: MediaInput,
  ): Promise<MediaItemNode> {
    const view = await editMedia(
      contentDeps(ctx),
      id,
      src,
      modifiers.map((modifier, i) => modifierOf(modifier, i)),
      changesOf(input),
    );
    return mediaItemNode(ctx, view);
  }

  @RestOnly()
  @FieldResolver(() => AttachedPost, {
    nullable: true,
    description: 'The post it is attached to, with its type (the reference links it as `wp:attached-to`).',
  })
  async attachedTo(@Ctx() ctx: RequestContext, @Root() item: MediaItemNode): Promise<AttachedPost | null> {
    if (!item.post) return null;
    const parent = await loaderOf(ctx, 'postsToRead', (ids: readonly number[]) => postsToRead(ctx, ids)).load(
      item.post,
    );
    return parent && { id: parent.id, type: parent.type };
  }

  @FieldResolver(() => PostNode, {
    nullable: true,
    description: 'The post it is attached to, if the caller may see it.',
  })
  async attachedPost(@Ctx() ctx: RequestContext, @Root() item: MediaItemNode): Promise<PostNode | null> {
    const parent = await this.attachedTo(ctx, item);
    const type = parent && POST_TYPES[parent.type];
    return type ? postOf(ctx, type, parent.id) : null;
  }

  @FieldResolver(() => MediaItemNode, { nullable: true, description: 'The item this one was edited from.' })
  editedFrom(@Ctx() ctx: RequestContext, @Root() item: MediaItemNode) {
    return mediaItemOf(ctx, item.editedFromId);
  }

  @FieldResolver(() => MediaItemNode, {
    description: 'The first item of the edit lineage (the item itself when it is no edit).',
  })
  async original(@Ctx() ctx: RequestContext, @Root() item: MediaItemNode): Promise<MediaItemNode> {
    let current = item;
    const seen = new Set([item.databaseId]);
    for (let parent = await mediaItemOf(ctx, current.editedFromId); parent && !seen.has(parent.databaseId);) {
      seen.add(parent.databaseId);
      current = parent;
      parent = await mediaItemOf(ctx, current.editedFromId);
    }
    return current;
  }

  @FieldResolver(() => MediaConnection, { description: 'Items edited from this one, oldest first.' })
  async edits(@Ctx() ctx: RequestContext, @Root() item: MediaItemNode, @Args(() => PageArgs) page: PageArgs) {
    const ids = await loaderOf(ctx, 'mediaEdits', (items: readonly number[]) =>
      editsOf(contentDeps(ctx), items),
    ).load(item.databaseId);
    const nodes = await Promise.all(ids.map((id) => mediaItemOf(ctx, id)));
    const shown = nodes.filter((node): node is MediaItemNode => node !== null);
    return paginate(shown, (node) => [node.databaseId], cursorWindow(page, 10));
  }
}
