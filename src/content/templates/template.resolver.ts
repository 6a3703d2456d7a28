import { connectionOf, cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { RestOnly } from '../../graphql/rest-only.js';
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
import { loaderOf } from '../../graphql/loaders.js';
import { RevisionSummary } from '../posts/post.types.js';
import { revisionSummaries } from '../revisions/revision.service.js';
import type { RequestContext } from '../../auth/request-context.js';
import { badInput } from '../../errors.js';
import { RevisionWindowArgs } from '../posts/post.input.js';
import { contentDeps } from '../content-access.js';
import {
  autosaveTemplate,
  deleteTemplateRevision,
  getTemplateAutosave,
  getTemplateRevision,
  listTemplateAutosaves,
  listTemplateRevisions,
  templateEditActions,
} from './template-revisions.service.js';
import { getTemplate, listTemplates, lookupTemplate } from './template.service.js';
import { createTemplate, deleteTemplate, updateTemplate } from './template-write.service.js';
import {
  TemplateFilterInput,
  TemplateInput,
  TemplateKind,
  TemplateConnection,
  TemplateNode,
  TemplateRevisionConnection,
} from './template.types.js';

@ObjectType({ description: 'A template trashed or deleted, as it was.' })
class DeletedTemplate {
  @Field({ description: 'True when deleted for good; false when moved to the trash.' })
  deleted!: boolean;
  @Field(() => TemplateNode, { description: 'The template as it was before.' })
  previous!: TemplateNode;
}

@Resolver(() => TemplateNode)
export class TemplateResolver {
  @FieldResolver(() => RevisionSummary, {
    description: 'Revisions of the stored copy (none for a theme file).',
  })
  revisionSummary(@Root() node: TemplateNode, @Ctx() ctx: RequestContext): Promise<RevisionSummary> {
    return loaderOf(ctx, 'revisionSummaries', (ids: readonly number[]) =>
      revisionSummaries(contentDeps(ctx), ids),
    ).load(node.cmsId);
  }

  @FieldResolver(() => [String], { description: 'The edit actions the caller may take on templates.' })
  editActions(@Ctx() ctx: RequestContext): string[] {
    return templateEditActions(ctx.caller.user);
  }

  @RestOnly()
  @Query(() => [TemplateNode], {
    description: 'The theme’s templates or parts: stored ones, then the files.',
  })
  async templateList(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => TemplateKind, { description: 'Templates or template parts.' }) type: TemplateKind,
    @Arg('filter', () => TemplateFilterInput, { defaultValue: {}, description: 'Which of them.' })
    filter: TemplateFilterInput,
  ): Promise<TemplateNode[]> {
    return (await listTemplates(contentDeps(ctx), type, filter)).map((t) => new TemplateNode(t));
  }

  @Query(() => TemplateConnection, { description: 'The theme’s templates, stored or files, by id.' })
  async templates(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('filter', () => TemplateFilterInput, { defaultValue: {}, description: 'Which of them.' })
    filter: TemplateFilterInput,
  ) {
    const list = await this.templateList(ctx, TemplateKind.WP_TEMPLATE, filter);
    return paginate(list, (node) => [node.templateId], cursorWindow(page, 10));
  }

  @Query(() => TemplateConnection, { description: 'The theme’s template parts, stored or files, by id.' })
  async templateParts(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('filter', () => TemplateFilterInput, { defaultValue: {}, description: 'Which of them.' })
    filter: TemplateFilterInput,
  ) {
    const list = await this.templateList(ctx, TemplateKind.WP_TEMPLATE_PART, filter);
    return paginate(list, (node) => [node.templateId], cursorWindow(page, 10));
  }

  @Query(() => TemplateNode, { description: 'A template or part by id (`theme//slug`).' })
  async template(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => TemplateKind, {
      defaultValue: TemplateKind.WP_TEMPLATE,
      description: 'Templates or template parts.',
    })
    type: TemplateKind,
    @Arg('id', { description: 'Its id, `theme//slug`.' }) id: string,
  ): Promise<TemplateNode> {
    return new TemplateNode(await getTemplate(contentDeps(ctx), type, id));
  }

  @Query(() => TemplateNode, {
    nullable: true,
    description: 'The template that would render a slug (the template hierarchy); null when none exists.',
  })
  async templateLookup(
    @Ctx() ctx: RequestContext,
    @Arg('slug', { description: 'The slug to render, e.g. `single-post` or `page-about`.' }) slug: string,
    @Arg('isCustom', { defaultValue: false, description: 'The slug is a user-created page template.' })
    isCustom: boolean,
    @Arg('templatePrefix', {
      defaultValue: '',
      description: 'Its prefix in the hierarchy, e.g. `taxonomy-category`.',
    })
    templatePrefix: string,
  ): Promise<TemplateNode | null> {
    const found = await lookupTemplate(contentDeps(ctx), slug, isCustom, templatePrefix);
    return found && new TemplateNode(found);
  }

  @Mutation(() => TemplateNode, {
    description: 'Stores a new template or part, always published; needs edit_theme_options.',
  })
  async createTemplate(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => TemplateKind, { description: 'Templates or template parts.' }) type: TemplateKind,
    @Arg('input', () => TemplateInput, {
      description: 'Its fields: a slug, and a title, content or description.',
    })
    input: TemplateInput,
  ): Promise<TemplateNode> {
    if (!input.slug) throw badInput('slug is required');
    return new TemplateNode(await createTemplate(contentDeps(ctx), type, { ...input }));
  }

  @Mutation(() => TemplateNode, { description: 'Customises (or, with source `theme`, reverts) a template.' })
  async updateTemplate(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => TemplateKind, { description: 'Templates or template parts.' }) type: TemplateKind,
    @Arg('id', { description: 'Its id, `theme//slug`.' }) id: string,
    @Arg('input', () => TemplateInput, { description: 'The fields to change.' }) input: TemplateInput,
  ): Promise<TemplateNode> {
    return new TemplateNode(await updateTemplate(contentDeps(ctx), type, id, { ...input }));
  }

  @Mutation(() => DeletedTemplate, { description: 'Trashes a stored template, or deletes it with force.' })
  async deleteTemplate(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => TemplateKind, { description: 'Templates or template parts.' }) type: TemplateKind,
    @Arg('id', { description: 'Its id, `theme//slug`.' }) id: string,
    @Arg('force', { defaultValue: false, description: 'True deletes it for good; false trashes it.' })
    force: boolean,
  ): Promise<DeletedTemplate> {
    return {
      deleted: force,
      previous: new TemplateNode(await deleteTemplate(contentDeps(ctx), type, id, force)),
    };
  }

  @Query(() => TemplateRevisionConnection, { description: 'Revisions (and autosaves) of a stored template.' })
  async templateRevisions(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => TemplateKind, { description: 'Templates or template parts.' }) type: TemplateKind,
    @Arg('id', { description: 'Its id, `theme//slug`.' }) id: string,
    @Args(() => RevisionWindowArgs) args: RevisionWindowArgs,
  ) {
    const window = args.window();
    const page = await listTemplateRevisions(contentDeps(ctx), type, id, window);
    return connectionOf({ ...page, nodes: page.nodes.map((t) => new TemplateNode(t)) }, window.page);
  }

  @Query(() => TemplateNode, { description: 'One revision of a stored template.' })
  async templateRevision(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => TemplateKind, { description: 'Templates or template parts.' }) type: TemplateKind,
    @Arg('id', { description: 'Its id, `theme//slug`.' }) id: string,
    @Arg('revisionId', () => Int, { description: "The revision's database id." }) revisionId: number,
  ): Promise<TemplateNode> {
    return new TemplateNode(await getTemplateRevision(contentDeps(ctx), type, id, revisionId));
  }

  @Mutation(() => TemplateNode, { description: 'Deletes a template revision for good (force must be true).' })
  async deleteTemplateRevision(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => TemplateKind, { description: 'Templates or template parts.' }) type: TemplateKind,
    @Arg('id', { description: 'Its id, `theme//slug`.' }) id: string,
    @Arg('revisionId', () => Int, { description: "The revision's database id." }) revisionId: number,
    @Arg('force', { defaultValue: false, description: 'Must be true: revisions have no trash.' })
    force: boolean,
  ): Promise<TemplateNode> {
    return new TemplateNode(await deleteTemplateRevision(contentDeps(ctx), type, id, revisionId, force));
  }

  @RestOnly()
  @Query(() => [TemplateNode], { description: 'The autosaves of a stored template, as REST lists them.' })
  async templateAutosaveList(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => TemplateKind, { description: 'Templates or template parts.' }) type: TemplateKind,
    @Arg('id', { description: 'Its id, `theme//slug`.' }) id: string,
  ): Promise<TemplateNode[]> {
    return (await listTemplateAutosaves(contentDeps(ctx), type, id)).map((t) => new TemplateNode(t));
  }

  @Query(() => TemplateRevisionConnection, { description: 'The autosaves of a stored template.' })
  async templateAutosaves(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('type', () => TemplateKind, { description: 'Templates or template parts.' }) type: TemplateKind,
    @Arg('id', { description: 'Its id, `theme//slug`.' }) id: string,
  ) {
    const list = await this.templateAutosaveList(ctx, type, id);
    return paginate(list, (node) => [node.cmsId], cursorWindow(page, 10));
  }

  @Query(() => TemplateNode, { description: 'One autosave of a stored template.' })
  async templateAutosave(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => TemplateKind, { description: 'Templates or template parts.' }) type: TemplateKind,
    @Arg('id', { description: 'Its id, `theme//slug`.' }) id: string,
    @Arg('autosaveId', () => Int, { description: "The autosave's database id." }) autosaveId: number,
  ): Promise<TemplateNode> {
    return new TemplateNode(await getTemplateAutosave(contentDeps(ctx), type, id, autosaveId));
  }

  @Mutation(() => TemplateNode, { description: 'The caller’s autosave of a stored template.' })
  async autosaveTemplate(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => TemplateKind, { description: 'Templates or template parts.' }) type: TemplateKind,
    @Arg('id', { description: 'Its id, `theme//slug`.' }) id: string,
    @Arg('input', () => TemplateInput, {
      description: 'Its title, content and description are saved; the rest is ignored.',
    })
    input: TemplateInput,
  ): Promise<TemplateNode> {
    return new TemplateNode(await autosaveTemplate(contentDeps(ctx), type, id, { ...input }));
  }
}
