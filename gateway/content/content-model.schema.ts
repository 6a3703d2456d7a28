import { E, itemSchema, VE, VEM, type PropertySchema, type RestContext } from './item-schema.js';

/** Content-model objects are configuration: every property is read-only. */
const ro = (
  context: readonly RestContext[],
  description: string,
  type: PropertySchema['type'],
  extra: Partial<PropertySchema> = {},
): PropertySchema => ({ description, type, context, readonly: true, ...extra });

const flags = (descriptions: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(descriptions).map(([name, description]) => [name, { description, type: 'boolean' }]),
  );

export const TYPE_SCHEMA = itemSchema('type', {
  capabilities: ro(E, 'All capabilities used by the post type.', 'object'),
  description: ro(VE, 'A human-readable description of the post type.', 'string'),
  hierarchical: ro(VE, 'Whether or not the post type should have children.', 'boolean'),
  viewable: ro(E, 'Whether or not the post type can be viewed.', 'boolean'),
  labels: ro(E, 'Human-readable labels for the post type for various contexts.', 'object'),
  name: ro(VEM, 'The title for the post type.', 'string'),
  slug: ro(VEM, 'An alphanumeric identifier for the post type.', 'string'),
  supports: ro(E, 'All features, supported by the post type.', 'object'),
  has_archive: ro(
    VE,
    'If the value is a string, the value will be used as the archive slug. If the value is false the post type has no archive.',
    ['string', 'boolean'],
  ),
  taxonomies: ro(VE, 'Taxonomies associated with post type.', 'array', { items: { type: 'string' } }),
  rest_base: ro(VEM, 'REST base route for the post type.', 'string'),
  rest_namespace: ro(VEM, "REST route's namespace for the post type.", 'string'),
  visibility: ro(E, 'The visibility settings for the post type.', 'object', {
    properties: flags({
      show_ui: 'Whether to generate a default UI for managing this post type.',
      show_in_nav_menus: 'Whether to make the post type available for selection in navigation menus.',
    }),
  }),
  icon: ro(VEM, 'The icon for the post type.', ['string', 'null']),
  template: ro(VE, 'The block template associated with the post type.', 'array'),
  template_lock: ro(
    VE,
    'The template_lock associated with the post type, or false if none.',
    ['string', 'boolean'],
    {
      enum: ['all', 'insert', 'contentOnly', false],
    },
  ),
});

export const TAXONOMY_SCHEMA = itemSchema('taxonomy', {
  capabilities: ro(E, 'All capabilities used by the taxonomy.', 'object'),
  description: ro(VE, 'A human-readable description of the taxonomy.', 'string'),
  hierarchical: ro(VE, 'Whether or not the taxonomy should have children.', 'boolean'),
  labels: ro(E, 'Human-readable labels for the taxonomy for various contexts.', 'object'),
  name: ro(VEM, 'The title for the taxonomy.', 'string'),
  slug: ro(VEM, 'An alphanumeric identifier for the taxonomy.', 'string'),
  show_cloud: ro(E, 'Whether or not the term cloud should be displayed.', 'boolean'),
  types: ro(VE, 'Types associated with the taxonomy.', 'array', { items: { type: 'string' } }),
  rest_base: ro(VEM, 'REST base route for the taxonomy.', 'string'),
  rest_namespace: ro(VEM, 'REST namespace route for the taxonomy.', 'string'),
  visibility: ro(E, 'The visibility settings for the taxonomy.', 'object', {
    properties: flags({
      public:
        'Whether a taxonomy is intended for use publicly either via the admin interface or by front-end users.',
      publicly_queryable: 'Whether the taxonomy is publicly queryable.',
      show_ui: 'Whether to generate a default UI for managing this taxonomy.',
      show_admin_column:
        'Whether to allow automatic creation of taxonomy columns on associated post-types table.',
      show_in_nav_menus: 'Whether to make the taxonomy available for selection in navigation menus.',
      show_in_quick_edit: 'Whether to show the taxonomy in the quick/bulk edit panel.',
    }),
  }),
});

export const STATUS_SCHEMA = itemSchema('status', {
  name: ro(VEM, 'The title for the status.', 'string'),
  private: ro(E, 'Whether posts with this status should be private.', 'boolean'),
  protected: ro(E, 'Whether posts with this status should be protected.', 'boolean'),
  public: ro(VE, 'Whether posts of this status should be shown in the front end of the site.', 'boolean'),
  queryable: ro(VE, 'Whether posts with this status should be publicly-queryable.', 'boolean'),
  show_in_list: ro(E, 'Whether to include posts in the edit listing for their post type.', 'boolean'),
  slug: ro(VEM, 'An alphanumeric identifier for the status.', 'string'),
  date_floating: ro(VE, 'Whether posts of this status may have floating published dates.', 'boolean'),
});
