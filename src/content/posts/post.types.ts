import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Node, NODE_REF, type NodeRef } from '../../graphql/node.js';
import { Connection } from '../../graphql/connection.js';
import { fromLocal, restDate, restGmtDate } from './post-dates.js';
import { postLink } from '../links.js';
import type { PostView } from './post.service.js';
import { renderContentWith, renderExcerptWith, renderTitle } from '../render/render.js';
import type { ImageLookup } from '../render/responsive-images.js';
import { hasBlocks } from '../render/blocks.js';
import type { RevisionView } from '../revisions/revision.service.js';
import { DiscussionStatus, PostFormat, PostStatus } from '../content-model/content-sets.js';
import { DateTime } from '../../graphql/date-time.js';
import { RestOnly } from '../../graphql/rest-only.js';
import { EDITORS, MayWithhold, type Withheld } from '../../graphql/withheld.js';

export enum ContentType {
  POST = 'post',
  PAGE = 'page',
  REQUIREMENT = 'requirement',
  WP_BLOCK = 'wp_block',
  WP_NAVIGATION = 'wp_navigation',
}
registerEnumType(ContentType, {
  name: 'ContentType',
  description: 'The post-like types.',
  valuesConfig: {
    POST: { description: 'Blog posts (`post`).' },
    PAGE: { description: 'Pages (`page`), which have parents.' },
    REQUIREMENT: { description: 'Requirements (`requirement`), a custom type with `league` terms.' },
    WP_BLOCK: { description: 'Reusable blocks, or patterns (`wp_block`); readable with edit_posts only.' },
    WP_NAVIGATION: { description: 'Navigation menus as block markup (`wp_navigation`).' },
  },
});

@ObjectType({
  simpleResolvers: true,
  description: 'A text field: the stored text (editors only) and its HTML for display.',
})
export class RenderedText {
  @MayWithhold()
  @Field(() => String, {
    nullable: true,
    description: 'The stored text; only for those who may edit the item.',
  })
  raw!: string | Withheld;
  @Field({ description: 'The HTML to display.' })
  rendered!: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "An item's content: stored, rendered, and whether it is protected.",
})
export class PostContent extends RenderedText {
  @Field({ description: 'True when a password protects it (rendered is then empty unless unlocked).' })
  protected!: boolean;
  @Field(() => Int, { description: '1 when the content is block markup, else 0.' })
  blockVersion!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: "An item's excerpt: stored and rendered (from the content when empty).",
})
export class PostExcerpt extends RenderedText {
  @Field({ description: 'True when a password protects the item (rendered is then empty unless unlocked).' })
  protected!: boolean;
}

/** What a node needs of the site: its URL, and a way to the library images its texts show. */
export interface NodeSite {
  url: string;
  images: ImageLookup;
}

/** Shared by posts, media and revisions: the id, author, dates, slug, guid and title. */
@ObjectType({ simpleResolvers: true })
export abstract class ItemShape {
  constructor(
    protected readonly view: Pick<PostView, 'post' | 'timezone'>,
    protected readonly site: NodeSite,
    protected readonly editable: boolean,
    protected readonly unlocked: boolean,
  ) {}

  protected get siteUrl() {
    return this.site.url;
  }

  protected get p() {
    return this.view.post;
  }

  /** Every kind of post row is a `post` node, as in WordPress. */
  [NODE_REF](): NodeRef {
    return ['post', String(this.p.id)];
  }
  @Field(() => Int, { description: 'The id in the database, as the REST API shows it.' })
  get databaseId(): number {
    return this.p.id;
  }
  @Field(() => Int, { description: "The author's id in the database (`author` reads them)." })
  get authorDatabaseId(): number {
    return this.p.authorId;
  }
  @Field(() => DateTime, {
    description: "When it was (or is to be) published; a floating draft's date read in the site's zone.",
  })
  get date(): Date {
    return this.p.dateGmt ?? fromLocal(this.p.dateLocal, this.view.timezone);
  }
  @Field({ description: "The same date on the site's clock, `YYYY-MM-DDTHH:MM:SS`, as WordPress shows it." })
  get dateLocal(): string {
    return restDate(this.p.dateLocal);
  }
  @RestOnly()
  @Field({ description: 'UTC date, `YYYY-MM-DDTHH:MM:SS`; computed from `date` for a floating draft.' })
  get dateGmt(): string {
    return restGmtDate(this.date);
  }
  @Field({ description: 'True for a draft without a fixed date: publishing it gives it the current one.' })
  get dateFloating(): boolean {
    return this.p.dateGmt === null;
  }
  @Field(() => DateTime, { description: 'When it was last changed.' })
  get modified(): Date {
    return this.p.modifiedGmt;
  }
  @Field({ description: "The same on the site's clock, `YYYY-MM-DDTHH:MM:SS`." })
  get modifiedLocal(): string {
    return restDate(this.p.modifiedLocal);
  }
  @RestOnly()
  @Field({ description: 'UTC date of the last change, `YYYY-MM-DDTHH:MM:SS`.' })
  get modifiedGmt(): string {
    return restGmtDate(this.p.modifiedGmt);
  }
  @Field({ description: 'The name in its URL, unique among its type.' })
  get slug(): string {
    return this.p.slug;
  }
  @Field({ description: 'The globally unique identifier WordPress gave it (a URL, never changed).' })
  get guid(): string {
    return this.p.guid || `${this.siteUrl}/?p=${this.p.id}`;
  }
  @Field(() => RenderedText, { description: 'The title.' })
  get title(): RenderedText {
    return { raw: this.editable ? this.p.title : EDITORS, rendered: renderTitle(this.p.title) };
  }
}

/** Posts and their revisions: the item fields plus content, excerpt and meta. */
@ObjectType({ simpleResolvers: true })
abstract class PostShape extends ItemShape {
  @Field(() => PostContent, { description: 'The content.' })
  get content(): Promise<PostContent> {
    const hidden = this.p.password !== '' && !this.unlocked;
    const rendered = hidden ? Promise.resolve('') : renderContentWith(this.p.content, this.site.images);
    return rendered.then((html) => ({
      raw: this.editable ? this.p.content : EDITORS,
      rendered: html,
      protected: this.p.password !== '',
      blockVersion: hasBlocks(this.p.content) ? 1 : 0,
    }));
  }
  @Field(() => PostExcerpt, { description: 'The excerpt.' })
  get excerpt(): Promise<PostExcerpt> {
    const hidden = this.p.password !== '' && !this.unlocked;
    const rendered = hidden
      ? Promise.resolve('')
      : renderExcerptWith(this.p.excerpt, this.p.content, this.site.images);
    return rendered.then((html) => ({
      raw: this.editable ? this.p.excerpt : EDITORS,
      rendered: html,
      protected: this.p.password !== '',
    }));
  }
  @Field(() => GraphQLJSONObject, { description: 'Its registered meta fields and their values.' })
  get meta(): Record<string, unknown> {
    return this.p.meta;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mixin pattern's constructor type
type ItemClass = abstract new (...args: any[]) => ItemShape;

/**
 * The fields of an item that stands on its own (posts and media, not revisions): status, link,
 * featured image, comment settings, template, and what the caller may do with it.
 */
export function Standalone<Base extends ItemClass>(base: Base) {
  @ObjectType({ simpleResolvers: true })
  abstract class StandaloneItem extends base {
    /** Whether the caller may edit and delete it. */
    abstract readonly permissions: { edit: boolean; delete: boolean };

    @Field(() => PostStatus, { description: 'Its status (media: `INHERIT`, shown where their post is).' })
    get status(): string {
      return this.p.status;
    }
    @Field({ description: 'Where it is shown on the site.' })
    get link(): string {
      return postLink(this.siteUrl, this.p);
    }
    @Field(() => Int, { description: "The featured image's id in the database; 0 for none." })
    get featuredImageDatabaseId(): number {
      return this.p.featuredMedia;
    }
    @Field(() => DiscussionStatus, { description: 'Whether it takes comments.' })
    get commentStatus(): string {
      return this.p.commentStatus;
    }
    @Field(() => DiscussionStatus, { description: 'Whether it takes pings.' })
    get pingStatus(): string {
      return this.p.pingStatus;
    }
    @Field({ description: "The theme template's slug it is shown with; empty for the default." })
    get template(): string {
      return this.p.template;
    }
    @Field({ description: 'The caller may edit (update) the item.' })
    get canEdit(): boolean {
      return this.permissions.edit;
    }
    @Field({ description: 'The caller may trash or delete the item.' })
    get canDelete(): boolean {
      return this.permissions.delete;
    }
  }
  return StandaloneItem;
}

@ObjectType('Post', {
  implements: Node,
  simpleResolvers: true,
  description: 'A post-like item (post, page, requirement, pattern, navigation) as the caller may see it.',
})
export class PostNode extends Standalone(PostShape) {
  constructor(
    readonly postView: PostView,
    site: NodeSite,
    /** Whether the caller may edit and delete it. */
    readonly permissions: { edit: boolean; delete: boolean },
  ) {
    super(postView, site, permissions.edit || !!postView.type.rawReadable, postView.unlocked);
  }

  @Field(() => ContentType, { description: 'Its content type.' })
  get type(): string {
    return this.p.type;
  }
  @MayWithhold()
  @Field(() => String, { nullable: true, description: 'Its password; only for those who may edit it.' })
  get password(): string | Withheld {
    return this.permissions.edit ? this.p.password : EDITORS;
  }
  @Field(() => PostFormat, { description: 'Its post format; `STANDARD` when none.' })
  get format(): string {
    return this.p.format || 'standard';
  }
  @Field({ description: 'Kept at the top of the blog index.' })
  get sticky(): boolean {
    return this.p.sticky;
  }
  @Field(() => Int, { description: "The parent's id in the database; 0 for none." })
  get parentDatabaseId(): number {
    return this.p.parentId;
  }
  @Field(() => Int, { description: 'Its order among its siblings.' })
  get menuOrder(): number {
    return this.p.menuOrder;
  }
}

@ObjectType('Revision', {
  implements: Node,
  simpleResolvers: true,
  description: 'A stored earlier state of an item, or an autosave.',
})
export class RevisionNode extends PostShape {
  constructor(
    readonly revisionView: RevisionView,
    site: NodeSite,
  ) {
    super({ post: revisionView.revision, timezone: revisionView.timezone }, site, true, true);
  }
  @Field(() => Int, {
    description: "The item's database id (0 for a draft autosaved in place; `parent` reads it).",
  })
  get parentDatabaseId(): number {
    return this.p.parentId;
  }
  @Field({ description: "True for an autosave (an editor's unsaved changes), false for a revision." })
  get autosave(): boolean {
    return this.revisionView.autosave;
  }
  @RestOnly()
  @Field(() => String, { description: 'UTC date, or null when the stored one is unset.', nullable: true })
  get revisionDateGmt(): string | null {
    return this.p.dateGmt ? restGmtDate(this.p.dateGmt) : null;
  }
}

@ObjectType({ simpleResolvers: true, description: "How many revisions an item has, and its latest's id." })
export class RevisionSummary {
  @Field(() => Int, { description: 'How many revisions it has.' })
  count!: number;
  @Field(() => Int, { nullable: true, description: "The latest revision's database id; null for none." })
  latestId!: number | null;
}

@ObjectType({ simpleResolvers: true })
export class PostConnection extends Connection(PostNode, 'Post') {}

@ObjectType({ simpleResolvers: true })
export class RevisionConnection extends Connection(RevisionNode, 'Revision') {}
