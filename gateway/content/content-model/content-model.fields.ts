import type {
  RestStatusFragment,
  RestTaxonomyFragment,
  RestTypeFragment,
} from './content-model.generated.js';
import { FieldTable, type Field } from '../rest/field-table.js';
import {
  EDIT_ONLY,
  VIEW_EDIT,
  VIEW_EDIT_EMBED,
  type PropertySchema,
  type RestContext,
} from '../rest/item-schema.js';

/** Content-model objects are configuration: every field is read-only and shown as computed here. */
const field = <Item>(
  wire: string,
  show: (item: Item) => unknown,
  context: readonly RestContext[],
  description: string,
  type: PropertySchema['type'],
  extra: Partial<PropertySchema> = {},
): Field<Item> => ({ wire, show, schema: { description, type, context, readonly: true, ...extra } });

const flags = (descriptions: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(descriptions).map(([name, description]) => [name, { description, type: 'boolean' }]),
  );

interface NamedCapability {
  name: string;
  capability: string;
}

const capabilityMap = (list: NamedCapability[]) =>
  Object.fromEntries(list.map((c) => [c.name, c.capability]));

/**
 * Labels under their reference names (`singular_name` …), in the schema's order. A type's labels leave
 * out those it lacks (but for `parent_item_colon`, which it sends null); a taxonomy sends nulls (labels
 * of the other kind of taxonomy) and leaves out only `archives` when it has none.
 */
const labelsOnTheWire = (labels: Record<string, string | null>, keepNull: (key: string) => boolean) =>
  Object.fromEntries(
    Object.entries(labels)
      .filter(([key, value]) => value !== null || keepNull(key))
      .map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]),
  );

type Type = RestTypeFragment;

export const TYPE_TABLE = new FieldTable(
  'type',
  [
    field<Type>(
      'capabilities',
      (t) => capabilityMap(t.capabilities),
      EDIT_ONLY,
      'All capabilities used by the post type.',
      'object',
    ),
    field<Type>(
      'description',
      (t) => t.description,
      VIEW_EDIT,
      'A human-readable description of the post type.',
      'string',
    ),
    field<Type>(
      'hierarchical',
      (t) => t.hierarchical,
      VIEW_EDIT,
      'Whether or not the post type should have children.',
      'boolean',
    ),
    field<Type>(
      'viewable',
      (t) => t.viewable,
      EDIT_ONLY,
      'Whether or not the post type can be viewed.',
      'boolean',
    ),
    field<Type>(
      'labels',
      (t) => labelsOnTheWire(t.labels, (key) => key === 'parentItemColon'),
      EDIT_ONLY,
      'Human-readable labels for the post type for various contexts.',
      'object',
    ),
    field<Type>('name', (t) => t.label, VIEW_EDIT_EMBED, 'The title for the post type.', 'string'),
    field<Type>(
      'slug',
      (t) => t.name,
      VIEW_EDIT_EMBED,
      'An alphanumeric identifier for the post type.',
      'string',
    ),
    field<Type>(
      'supports',
      (t) => Object.fromEntries(t.supports.map((feature) => [feature, true])),
      EDIT_ONLY,
      'All features, supported by the post type.',
      'object',
    ),
    field<Type>(
      'has_archive',
      () => false,
      VIEW_EDIT,
      'If the value is a string, the value will be used as the archive slug. If the value is false the post type has no archive.',
      ['string', 'boolean'],
    ),
    field<Type>(
      'taxonomies',
      (t) => t.taxonomies,
      VIEW_EDIT,
      'Taxonomies associated with post type.',
      'array',
      {
        items: { type: 'string' },
      },
    ),
    field<Type>(
      'rest_base',
      (t) => t.restBase,
      VIEW_EDIT_EMBED,
      'REST base route for the post type.',
      'string',
    ),
    field<Type>(
      'rest_namespace',
      () => 'cms/v2',
      VIEW_EDIT_EMBED,
      "REST route's namespace for the post type.",
      'string',
    ),
    field<Type>(
      'visibility',
      (t) => ({ show_in_nav_menus: t.showInNavMenus, show_ui: t.showUi }),
      EDIT_ONLY,
      'The visibility settings for the post type.',
      'object',
      {
        properties: flags({
          show_ui: 'Whether to generate a default UI for managing this post type.',
          show_in_nav_menus: 'Whether to make the post type available for selection in navigation menus.',
        }),
      },
    ),
    field<Type>('icon', (t) => t.icon, VIEW_EDIT_EMBED, 'The icon for the post type.', ['string', 'null']),
    field<Type>(
      'template',
      () => [],
      VIEW_EDIT,
      'The block template associated with the post type.',
      'array',
    ),
    field<Type>(
      'template_lock',
      () => false,
      VIEW_EDIT,
      'The template_lock associated with the post type, or false if none.',
      ['string', 'boolean'],
      { enum: ['all', 'insert', 'contentOnly', false] },
    ),
  ],
  {
    responseOrder: [
      'capabilities',
      'description',
      'hierarchical',
      'has_archive',
      'visibility',
      'viewable',
      'labels',
      'name',
      'slug',
      'icon',
      'supports',
      'taxonomies',
      'rest_base',
      'rest_namespace',
      'template',
      'template_lock',
    ],
  },
);

type Taxonomy = RestTaxonomyFragment;

export const TAXONOMY_TABLE = new FieldTable(
  'taxonomy',
  [
    field<Taxonomy>(
      'capabilities',
      (t) => capabilityMap(t.capabilities),
      EDIT_ONLY,
      'All capabilities used by the taxonomy.',
      'object',
    ),
    field<Taxonomy>(
      'description',
      () => '',
      VIEW_EDIT,
      'A human-readable description of the taxonomy.',
      'string',
    ),
    field<Taxonomy>(
      'hierarchical',
      (t) => t.hierarchical,
      VIEW_EDIT,
      'Whether or not the taxonomy should have children.',
      'boolean',
    ),
    field<Taxonomy>(
      'labels',
      (t) => labelsOnTheWire(t.labels, (key) => key !== 'archives'),
      EDIT_ONLY,
      'Human-readable labels for the taxonomy for various contexts.',
      'object',
    ),
    field<Taxonomy>('name', (t) => t.label, VIEW_EDIT_EMBED, 'The title for the taxonomy.', 'string'),
    field<Taxonomy>(
      'slug',
      (t) => t.name,
      VIEW_EDIT_EMBED,
      'An alphanumeric identifier for the taxonomy.',
      'string',
    ),
    field<Taxonomy>(
      'show_cloud',
      (t) => t.public && !t.hierarchical,
      EDIT_ONLY,
      'Whether or not the term cloud should be displayed.',
      'boolean',
    ),
    field<Taxonomy>('types', (t) => t.types, VIEW_EDIT, 'Types associated with the taxonomy.', 'array', {
      items: { type: 'string' },
    }),
    field<Taxonomy>(
      'rest_base',
      (t) => t.restBase,
      VIEW_EDIT_EMBED,
      'REST base route for the taxonomy.',
      'string',
    ),
    field<Taxonomy>(
      'rest_namespace',
      () => 'cms/v2',
      VIEW_EDIT_EMBED,
      'REST namespace route for the taxonomy.',
      'string',
    ),
    field<Taxonomy>(
      'visibility',
      (t) => ({
        public: t.public,
        publicly_queryable: t.public,
        show_admin_column: false,
        show_in_nav_menus: t.public,
        show_in_quick_edit: t.public,
        show_ui: t.public,
      }),
      EDIT_ONLY,
      'The visibility settings for the taxonomy.',
      'object',
      {
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
      },
    ),
  ],
  {
    responseOrder: [
      'name',
      'slug',
      'capabilities',
      'description',
      'labels',
      'types',
      'show_cloud',
      'hierarchical',
      'rest_base',
      'rest_namespace',
      'visibility',
    ],
  },
);

type Status = RestStatusFragment;

export const STATUS_TABLE = new FieldTable('status', [
  field<Status>('name', (s) => s.label, VIEW_EDIT_EMBED, 'The title for the status.', 'string'),
  field<Status>(
    'private',
    (s) => s.private,
    EDIT_ONLY,
    'Whether posts with this status should be private.',
    'boolean',
  ),
  field<Status>(
    'protected',
    (s) => s.protected,
    EDIT_ONLY,
    'Whether posts with this status should be protected.',
    'boolean',
  ),
  field<Status>(
    'public',
    (s) => s.public,
    VIEW_EDIT,
    'Whether posts of this status should be shown in the front end of the site.',
    'boolean',
  ),
  field<Status>(
    'queryable',
    (s) => s.queryable,
    VIEW_EDIT,
    'Whether posts with this status should be publicly-queryable.',
    'boolean',
  ),
  field<Status>(
    'show_in_list',
    (s) => s.showInList,
    EDIT_ONLY,
    'Whether to include posts in the edit listing for their post type.',
    'boolean',
  ),
  field<Status>(
    'slug',
    (s) => s.name,
    VIEW_EDIT_EMBED,
    'An alphanumeric identifier for the status.',
    'string',
  ),
  field<Status>(
    'date_floating',
    (s) => s.dateFloating,
    VIEW_EDIT,
    'Whether posts of this status may have floating published dates.',
    'boolean',
  ),
]);
