import { taxonomyLabels } from './taxonomy-labels.js';
import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { User } from '../../auth/user.entity.js';
import type { RequestContext } from '../../auth/request-context.js';
import { DomainError } from '../../errors.js';
import { can } from '../../auth/roles.js';
import { editsSomeType, typeCap, canType } from '../capabilities.js';
import { notAllowed } from '../../auth/roles.js';
import { canCreateTerm } from '../terms/term-write.service.js';
import { STATUS_DEFINITIONS, type StatusDefinition } from './post-status.js';
import { cursorWindow, PageArgs, paginate } from '../../graphql/connection.js';
import { RestOnly } from '../../graphql/rest-only.js';
import {
  ContentTypeConnection,
  ContentTypeInfo,
  PostStatusConnection,
  PostStatusInfo,
  TaxonomyConnection,
  TaxonomyInfo,
} from './content-model.types.js';
import { postTypeLabels } from './post-type-labels.js';
import {
  ATTACHMENT,
  listedFeatures,
  NAV_MENU_ITEM,
  POST_TYPES,
  WP_TEMPLATE,
  WP_TEMPLATE_PART,
  TAXONOMIES,
  taxonomyNamed,
  type PostType,
  type Taxonomy,
} from './post-type-registry.js';

const TYPE_CAPABILITIES = [
  'edit_post',
  'read_post',
  'delete_post',
  'edit_posts',
  'edit_others_posts',
  'delete_posts',
  'publish_posts',
  'read_private_posts',
  'read',
  'delete_private_posts',
  'delete_published_posts',
  'delete_others_posts',
  'edit_private_posts',
  'edit_published_posts',
  'create_posts',
];

function typeInfo(user: User | null, type: PostType): ContentTypeInfo {
  const capability = (name: string) =>
    name === 'read'
      ? 'read'
      : name === 'create_posts'
        ? typeCap(type, 'edit')
        : name.replace('post', type.capabilityType);
  return {
    name: type.name,
    label: type.label,
    description: type.description ?? '',
    hierarchical: type.hierarchical,
    restBase: type.restBase,
    taxonomies: [...type.taxonomies],
    supports: listedFeatures(type),
    labels: postTypeLabels(type),
    icon: type.icon ?? null,
    viewable: type.viewable,
    showUi: type.ui !== 'none',
    showInNavMenus: type.ui === 'menus',
    capabilities: TYPE_CAPABILITIES.map((name) => ({ name, capability: capability(name) })),
    canEdit: canType(user, type, 'edit'),
  };
}

function taxonomyInfo(user: User | null, taxonomy: Taxonomy): TaxonomyInfo {
  const { manage, edit, delete: remove, assign } = taxonomy.caps;
  return {
    name: taxonomy.name,
    label: taxonomy.label,
    hierarchical: taxonomy.hierarchical,
    labels: taxonomyLabels(taxonomy),
    public: taxonomy.public,
    restBase: taxonomy.restBase,
    types: [...taxonomy.objectTypes],
    capabilities: [
      { name: 'manage_terms', capability: manage },
      { name: 'edit_terms', capability: edit },
      { name: 'delete_terms', capability: remove },
      { name: 'assign_terms', capability: assign },
    ],
    canAssign: can(user, assign),
    canCreate: canCreateTerm(user, taxonomy),
  };
}

/** The types the types route describes, in the reference's order of registration; plugins' types last. */
const DESCRIBED_TYPES: readonly PostType[] = (() => {
  const { post, page, wp_block, wp_navigation, ...plugins } = POST_TYPES;
  // prettier-ignore
  return [post, page, ATTACHMENT, NAV_MENU_ITEM, wp_block, WP_TEMPLATE, WP_TEMPLATE_PART, wp_navigation, ...Object.values(plugins)];
})();

/** Non-public statuses are shown to those who may edit items of some type. */
const canSeeStatus = (user: User | null, status: StatusDefinition) => status.public || editsSomeType(user);

/** The content model: post types, taxonomies and statuses, as the caller may see them. */
@Resolver()
export class ContentModelResolver {
  @RestOnly()
  @Query(() => [ContentTypeInfo], { description: 'The post types in the order REST lists them.' })
  contentTypeList(@Ctx() ctx: RequestContext): ContentTypeInfo[] {
    return DESCRIBED_TYPES.map((type) => typeInfo(ctx.caller.user, type));
  }

  @Query(() => ContentTypeConnection, { description: 'The post types, by name.' })
  contentTypes(@Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    return paginate(this.contentTypeList(ctx), (type) => [type.name], cursorWindow(page, 10));
  }

  @Query(() => ContentTypeInfo, { description: 'A post type by its name (`post`, `page`, `attachment` …).' })
  contentType(
    @Ctx() ctx: RequestContext,
    @Arg('name', { description: 'Its name.' }) name: string,
  ): ContentTypeInfo {
    const type = DESCRIBED_TYPES.find((candidate) => candidate.name === name);
    if (!type) throw new DomainError('TYPE_INVALID', 'Invalid post type.', 404);
    return typeInfo(ctx.caller.user, type);
  }

  @RestOnly()
  @Query(() => [TaxonomyInfo], {
    description: 'The taxonomies, or those of one post type, as REST lists them.',
  })
  taxonomyList(
    @Ctx() ctx: RequestContext,
    @Arg('type', () => String, { nullable: true, description: 'Only those of this post type.' })
    type: string | null,
  ): TaxonomyInfo[] {
    return Object.values(TAXONOMIES)
      .filter((taxonomy) => !type || taxonomy.objectTypes.includes(type))
      .map((taxonomy) => taxonomyInfo(ctx.caller.user, taxonomy));
  }

  @Query(() => TaxonomyConnection, { description: 'The taxonomies, or those of one post type, by name.' })
  taxonomies(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('type', () => String, { nullable: true, description: 'Only those of this post type.' })
    type: string | null,
  ) {
    return paginate(this.taxonomyList(ctx, type), (taxonomy) => [taxonomy.name], cursorWindow(page, 10));
  }

  @Query(() => TaxonomyInfo, { description: 'A taxonomy by its name.' })
  taxonomy(
    @Ctx() ctx: RequestContext,
    @Arg('name', { description: 'Its name.' }) name: string,
  ): TaxonomyInfo {
    return taxonomyInfo(ctx.caller.user, taxonomyNamed(name));
  }

  @RestOnly()
  @Query(() => [PostStatusInfo], { description: 'The statuses the caller may see, as REST lists them.' })
  postStatusList(@Ctx() ctx: RequestContext): PostStatusInfo[] {
    return STATUS_DEFINITIONS.filter((status) => canSeeStatus(ctx.caller.user, status));
  }

  @Query(() => PostStatusConnection, { description: 'The statuses the caller may see, by name.' })
  postStatuses(@Ctx() ctx: RequestContext, @Args(() => PageArgs) page: PageArgs) {
    return paginate(this.postStatusList(ctx), (status) => [status.name], cursorWindow(page, 10));
  }

  @Query(() => PostStatusInfo, { description: 'A status by its name.' })
  postStatus(
    @Ctx() ctx: RequestContext,
    @Arg('name', { description: 'Its name.' }) name: string,
  ): PostStatusInfo {
    const status = STATUS_DEFINITIONS.find((s) => s.name === name);
    if (!status) throw new DomainError('STATUS_INVALID', 'Invalid status.', 404);
    if (!canSeeStatus(ctx.caller.user, status))
      throw notAllowed(ctx.caller.user, 'CANNOT_READ_STATUS', 'Cannot view status.');
    return status;
  }
}
