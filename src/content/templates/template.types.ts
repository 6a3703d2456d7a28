import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { Node, NODE_REF, type NodeRef } from '../../graphql/node.js';
import { hasBlocks } from '../render/blocks.js';
import { renderTitle } from '../render/render.js';
import type { Template, TemplateFilter } from './template.service.js';
import type { TemplateChanges } from './template-write.service.js';
import { DateTime } from '../../graphql/date-time.js';

export enum TemplateKind {
  WP_TEMPLATE = 'wp_template',
  WP_TEMPLATE_PART = 'wp_template_part',
}
registerEnumType(TemplateKind, {
  name: 'TemplateKind',
  description: 'Templates or template parts.',
  valuesConfig: {
    WP_TEMPLATE: { description: 'Templates (`wp_template`): whole pages.' },
    WP_TEMPLATE_PART: { description: 'Template parts (`wp_template_part`): a header, footer or other area.' },
  },
});

@ObjectType({ simpleResolvers: true, description: "A template's title: stored and rendered." })
export class TemplateTitle {
  @Field({ description: 'The title, as stored.' })
  raw!: string;
  @Field({ description: 'The HTML to display.' })
  rendered!: string;
}

@ObjectType({ simpleResolvers: true, description: "A template's content: its block markup." })
export class TemplateContent {
  @Field({ description: 'The block markup, as stored.' })
  raw!: string;
  @Field(() => Int, { description: '1 when the content is block markup, else 0.' })
  blockVersion!: number;
}

@ObjectType('Template', {
  implements: Node,
  simpleResolvers: true,
  description: 'A template or template part of the portico theme.',
})
export class TemplateNode {
  constructor(private readonly t: Template) {}

  /** Templates from the theme's files have no row: the kind and `theme//slug` name one. */
  [NODE_REF](): NodeRef {
    return ['template', `${this.t.type}:${this.t.id}`];
  }
  @Field({ description: '`theme//slug`, the id the REST API shows.' })
  get templateId(): string {
    return this.t.id;
  }
  @Field({ description: "Its theme's slug, e.g. `portico`." })
  get theme(): string {
    return this.t.theme;
  }
  @Field({ description: 'Its slug, e.g. `single` or `header`.' })
  get slug(): string {
    return this.t.slug;
  }
  @Field(() => TemplateKind, { description: 'A template or a template part.' })
  get type(): TemplateKind {
    return this.t.type as TemplateKind;
  }
  @Field({ description: '`theme` for the file as shipped, `custom` once stored.' })
  get source(): string {
    return this.t.source;
  }
  @Field(() => String, { nullable: true, description: '`theme` for a customised theme file.' })
  get origin(): string | null {
    return this.t.origin;
  }
  @Field(() => TemplateTitle, { description: 'The title.' })
  get title(): TemplateTitle {
    return { raw: this.t.title, rendered: renderTitle(this.t.title) };
  }
  @Field(() => TemplateContent, { description: 'The content.' })
  get content(): TemplateContent {
    return { raw: this.t.content, blockVersion: hasBlocks(this.t.content) ? 1 : 0 };
  }
  @Field({ description: 'Its description, as stored.' })
  get description(): string {
    return this.t.description;
  }
  @Field({ description: 'Its post status; `publish` for a theme file.' })
  get status(): string {
    return this.t.status;
  }
  @Field(() => Int, { description: 'The stored post; 0 for a file-only template.' })
  get cmsId(): number {
    return this.t.cmsId;
  }
  @Field({ description: 'The theme ships a file for it.' })
  get hasThemeFile(): boolean {
    return this.t.hasThemeFile;
  }
  @Field({ description: 'A user-created page template.' })
  get isCustom(): boolean {
    return this.t.isCustom;
  }
  @Field(() => Int, { description: "The author's database id; 0 for a theme file." })
  get author(): number {
    return this.t.author;
  }
  @Field({ description: 'Template parts: header, footer, sidebar, navigation-overlay or uncategorized.' })
  get area(): string {
    return this.t.area;
  }
  @Field(() => DateTime, {
    nullable: true,
    description: 'When it was last changed; null for a file-only template.',
  })
  get modified(): Date | null {
    return this.t.modified;
  }
  @Field(() => String, {
    nullable: true,
    description: "The same on the site's clock, `YYYY-MM-DDTHH:MM:SS`.",
  })
  get modifiedLocal(): string | null {
    return this.t.modifiedLocal;
  }
  @Field(() => DateTime, {
    nullable: true,
    description: 'When it was published; null for a file-only template.',
  })
  get date(): Date | null {
    return this.t.date;
  }
  @Field(() => String, {
    nullable: true,
    description: "The same on the site's clock, `YYYY-MM-DDTHH:MM:SS`.",
  })
  get dateLocal(): string | null {
    return this.t.dateLocal;
  }
  @Field({ description: 'Who made it: the theme, the site or the author.' })
  get authorText(): string {
    return this.t.authorText;
  }
  @Field({ description: 'theme, site or user.' })
  get originalSource(): string {
    return this.t.originalSource;
  }
  @Field(() => Int, { description: 'Revisions and autosaves: the stored template’s post; else 0.' })
  get parent(): number {
    return this.t.parent;
  }
}

@ObjectType({ simpleResolvers: true })
export class TemplateRevisionConnection extends Connection(TemplateNode, 'TemplateRevision') {}

@ObjectType({ simpleResolvers: true })
export class TemplateConnection extends Connection(TemplateNode, 'Template') {}

@InputType({ description: 'Which templates a list holds.' })
export class TemplateFilterInput implements TemplateFilter {
  @Field(() => Int, { nullable: true, description: 'Only the template stored as this post.' })
  cmsId?: number;
  @Field({ nullable: true, description: 'Only the template parts of this area, e.g. `header`.' })
  area?: string;
  @Field({ nullable: true, description: 'Templates assignable to items of this post type.' })
  postType?: string;
}

@InputType({ description: 'The writable fields of a template; absent ones stay as they are.' })
export class TemplateInput implements TemplateChanges {
  @Field({ nullable: true, description: 'Required on create.' })
  slug?: string;
  @Field({ nullable: true, description: "On create, its theme's slug (`portico` when empty)." })
  theme?: string;
  @Field({ nullable: true, description: 'The title, as stored.' })
  title?: string;
  @Field({ nullable: true, description: 'The block markup, as stored.' })
  content?: string;
  @Field({ nullable: true, description: 'Its description, as stored.' })
  description?: string;
  @Field(() => Int, { nullable: true, description: "The author's database id." })
  author?: number;
  @Field({ nullable: true, description: 'Template parts only; unknown areas are `uncategorized`.' })
  area?: string;
  @Field({ nullable: true, description: '`theme` on update reverts a customised theme file.' })
  source?: string;
}
