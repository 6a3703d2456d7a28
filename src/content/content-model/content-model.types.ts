import { Field, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import type { StatusDefinition } from './post-status.js';
import { defineLabelFields } from './label-fields.js';
import { LABEL_DESCRIPTIONS } from './post-type-labels.js';
import { NULLABLE_TAXONOMY_LABELS, TAXONOMY_LABEL_DESCRIPTIONS } from './taxonomy-labels.js';

@ObjectType('ContentTypeLabels', { description: "A post type's labels, as the block editor shows them." })
export class ContentTypeLabels {}
// Only a hierarchical type's parent label and the template name of a type registered without a
// singular name are missing.
defineLabelFields(
  ContentTypeLabels,
  LABEL_DESCRIPTIONS,
  (key) => key === 'parent_item_colon' || key === 'template_name',
);

@ObjectType('TaxonomyLabels', { description: "A taxonomy's labels, as the block editor shows them." })
export class TaxonomyLabels {}
defineLabelFields(TaxonomyLabels, TAXONOMY_LABEL_DESCRIPTIONS, (key) => NULLABLE_TAXONOMY_LABELS.has(key));

@ObjectType({ description: 'A capability the reference names for a type (e.g. edit_posts → edit_pages).' })
export class NamedCapability {
  @Field({ description: 'The generic name, e.g. edit_posts.' })
  name!: string;
  @Field({ description: "This type's capability, e.g. edit_pages." })
  capability!: string;
}

@ObjectType('ContentTypeInfo', { description: 'A post type served by the content API.' })
export class ContentTypeInfo {
  @Field({ description: 'Its name, e.g. `post`.' })
  name!: string;
  @Field({ description: 'Its plural label, e.g. Posts.' })
  label!: string;
  @Field({ description: 'Its description (empty for the built-in types).' })
  description!: string;
  @Field({ description: 'Whether its items have parents.' })
  hierarchical!: boolean;
  @Field({ description: 'Its path under `/cms/v2/`.' })
  restBase!: string;
  @Field(() => [String], { description: 'The taxonomies its items take terms of.' })
  taxonomies!: string[];
  @Field(() => [String], { description: 'The features it supports (`title`, `revisions`, `autosave` …).' })
  supports!: string[];
  @Field(() => ContentTypeLabels, { description: 'Its labels.' })
  labels!: ContentTypeLabels;
  @Field(() => String, {
    nullable: true,
    description: 'Its dashicon, e.g. `dashicons-admin-post`; null for none.',
  })
  icon!: string | null;
  @Field({ description: 'Whether its items have pages on the site.' })
  viewable!: boolean;
  @Field({ description: 'Whether the admin has screens for it.' })
  showUi!: boolean;
  @Field({ description: 'Whether its items can be added to navigation menus.' })
  showInNavMenus!: boolean;
  @Field(() => [NamedCapability], { description: 'The capabilities it maps the generic ones to.' })
  capabilities!: NamedCapability[];
  @Field({ description: 'Whether the caller may edit items of the type.' })
  canEdit!: boolean;
}

@ObjectType('TaxonomyInfo', { description: 'A taxonomy: a kind of term.' })
export class TaxonomyInfo {
  @Field({ description: 'Its name, e.g. `category`.' })
  name!: string;
  @Field({ description: 'Its plural label, e.g. Categories.' })
  label!: string;
  @Field({ description: 'Whether its terms have parents.' })
  hierarchical!: boolean;
  @Field(() => TaxonomyLabels, { description: 'Its labels.' })
  labels!: TaxonomyLabels;
  @Field({ description: 'Whether its terms have pages on the site.' })
  public!: boolean;
  @Field({ description: 'Its path under `/cms/v2/`.' })
  restBase!: string;
  @Field(() => [String], { description: 'The post types whose items take its terms.' })
  types!: string[];
  @Field(() => [NamedCapability], {
    description: 'The capabilities that manage, edit, delete and assign it.',
  })
  capabilities!: NamedCapability[];
  @Field({ description: 'Whether the caller may assign its terms.' })
  canAssign!: boolean;
  @Field({ description: 'Whether the caller may add terms.' })
  canCreate!: boolean;
}

@ObjectType('PostStatusInfo', { description: 'A status items may have, and what it means.' })
export class PostStatusInfo implements StatusDefinition {
  @Field({ description: 'Its name, e.g. `publish`.' })
  name!: string;
  @Field({ description: 'Its label, e.g. Published.' })
  label!: string;
  @Field({ description: 'Its items are readable by everyone.' })
  public!: boolean;
  @Field({ description: 'Its items are readable by those who may edit them.' })
  protected!: boolean;
  @Field({ description: 'Its items are readable by those who may read private items.' })
  private!: boolean;
  @Field({ description: 'Its items show in public lists.' })
  queryable!: boolean;
  @Field({ description: 'It is shown among the statuses of the admin lists.' })
  showInList!: boolean;
  @Field({ description: 'Its items keep a floating date until published.' })
  dateFloating!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class ContentTypeConnection extends Connection(ContentTypeInfo, 'ContentTypeInfo') {}

@ObjectType({ simpleResolvers: true })
export class TaxonomyConnection extends Connection(TaxonomyInfo, 'TaxonomyInfo') {}

@ObjectType({ simpleResolvers: true })
export class PostStatusConnection extends Connection(PostStatusInfo, 'PostStatusInfo') {}
