import { TAXONOMIES, type Taxonomy } from '../../../src/content/content-model/post-type-registry.js';
import type { RestTermFragment } from './terms.generated.js';
import { FieldTable, type Field } from '../rest/field-table.js';
import { VIEW_EDIT, VIEW_EDIT_EMBED } from '../rest/item-schema.js';

type TermField = Field<RestTermFragment>;

/**
 * The fields of a term of a taxonomy, in the reference's order (its answers keep it); menus
 * (`nav_menu`) have their own shape: no count/link/taxonomy, plus locations.
 */
function termFields(taxonomy: Taxonomy): TermField[] {
  const menu = taxonomy.name === 'nav_menu';
  const fields: TermField[] = [
    {
      wire: 'id',
      graphql: 'id',
      schema: {
        description: 'Unique identifier for the term.',
        type: 'integer',
        context: VIEW_EDIT_EMBED,
        readonly: true,
      },
    },
  ];
  if (!menu)
    fields.push({
      wire: 'count',
      graphql: 'count',
      schema: {
        description: 'Number of published posts for the term.',
        type: 'integer',
        context: VIEW_EDIT,
        readonly: true,
      },
    });
  fields.push({
    wire: 'description',
    graphql: 'description',
    schema: { description: 'HTML description of the term.', type: 'string', context: VIEW_EDIT },
  });
  if (!menu)
    fields.push({
      wire: 'link',
      graphql: 'link',
      schema: {
        description: 'URL of the term.',
        type: 'string',
        format: 'uri',
        context: VIEW_EDIT_EMBED,
        readonly: true,
      },
    });
  fields.push(
    {
      wire: 'name',
      graphql: 'name',
      schema: {
        description: 'HTML title for the term.',
        type: 'string',
        context: VIEW_EDIT_EMBED,
        required: true,
      },
    },
    {
      wire: 'slug',
      graphql: 'slug',
      schema: {
        description: 'An alphanumeric identifier for the term unique to its type.',
        type: 'string',
        context: VIEW_EDIT_EMBED,
      },
    },
  );
  if (!menu)
    fields.push({
      wire: 'taxonomy',
      graphql: 'taxonomy',
      schema: {
        description: 'Type attribution for the term.',
        type: 'string',
        enum: Object.keys(TAXONOMIES),
        context: VIEW_EDIT_EMBED,
        readonly: true,
      },
    });
  if (taxonomy.hierarchical)
    fields.push({
      wire: 'parent',
      graphql: 'parent',
      schema: { description: 'The parent term ID.', type: 'integer', context: VIEW_EDIT },
    });
  fields.push({
    wire: 'meta',
    // Nothing is registered: an empty map is `{}`, the object its schema declares, not PHP's `[]`; only
    // checked to be an object.
    show: () => ({}),
    schema: { description: 'Meta fields.', type: 'object', context: VIEW_EDIT, properties: {} },
    arg: { properties: undefined },
  });
  if (menu)
    fields.push(
      {
        wire: 'locations',
        // Read-only here: the portico theme registers no menu locations, so none can be assigned.
        show: () => [],
        schema: {
          description: 'The locations assigned to the menu.',
          type: 'array',
          items: { type: 'string' },
          context: VIEW_EDIT,
          readonly: true,
        },
      },
      {
        wire: 'auto_add',
        graphql: 'autoAdd',
        schema: {
          description: 'Whether to automatically add top level pages to this menu.',
          type: 'boolean',
          context: VIEW_EDIT,
        },
      },
    );
  return fields;
}

/** The field table of a taxonomy's terms. */
export const termTable = (taxonomy: Taxonomy) => new FieldTable(taxonomy.name, termFields(taxonomy));
