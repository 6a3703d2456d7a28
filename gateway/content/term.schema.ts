import { TAXONOMIES, type Taxonomy } from '../../src/content/post-type-registry.js';
import { itemSchema, VE, VEM, type ItemSchema, type PropertySchema } from './item-schema.js';

const META: PropertySchema = { description: 'Meta fields.', type: 'object', context: VE, properties: {} };

/** A term of a taxonomy; menus (`nav_menu`) have their own shape: no count/link/taxonomy, plus locations. */
export function termSchema(taxonomy: Taxonomy): ItemSchema {
  const menu = taxonomy.name === 'nav_menu';
  const p: Record<string, PropertySchema> = {
    id: { description: 'Unique identifier for the term.', type: 'integer', context: VEM, readonly: true },
  };
  if (!menu)
    p.count = {
      description: 'Number of published posts for the term.',
      type: 'integer',
      context: VE,
      readonly: true,
    };
  p.description = { description: 'HTML description of the term.', type: 'string', context: VE };
  if (!menu)
    p.link = { description: 'URL of the term.', type: 'string', format: 'uri', context: VEM, readonly: true };
  p.name = { description: 'HTML title for the term.', type: 'string', context: VEM, required: true };
  p.slug = {
    description: 'An alphanumeric identifier for the term unique to its type.',
    type: 'string',
    context: VEM,
  };
  if (!menu)
    p.taxonomy = {
      description: 'Type attribution for the term.',
      type: 'string',
      enum: Object.keys(TAXONOMIES),
      context: VEM,
      readonly: true,
    };
  if (taxonomy.hierarchical) p.parent = { description: 'The parent term ID.', type: 'integer', context: VE };
  p.meta = META;
  if (menu) {
    // Read-only here: the portico theme registers no menu locations, so none can be assigned.
    p.locations = {
      description: 'The locations assigned to the menu.',
      type: 'array',
      items: { type: 'string' },
      context: VE,
      readonly: true,
    };
    p.auto_add = {
      description: 'Whether to automatically add top level pages to this menu.',
      type: 'boolean',
      context: VE,
    };
  }
  return itemSchema(taxonomy.name, p);
}
