import type { ArgSchema, Args, RestContext } from './args.js';

export type { RestContext };

/** Which contexts show a property (the reference's schema `context` lists). */
export const E: readonly RestContext[] = ['edit'];
export const VE: readonly RestContext[] = ['view', 'edit'];
export const VEM: readonly RestContext[] = ['view', 'edit', 'embed'];

/** A property of an item schema: JSON-schema keywords, the contexts that show it, read-only or not. */
export interface PropertySchema extends ArgSchema {
  context: readonly RestContext[];
}

/** A hypermedia link the schema declares (the reference's `links`: actions a caller may be granted). */
export interface SchemaLink {
  rel: string;
  title: string;
  href: string;
  targetSchema: ArgSchema;
}

/**
 * The JSON schema of a resource's items. It is the single description of the resource's fields: OPTIONS
 * and `?context=help` print it, serializers filter by its contexts, write arguments derive from it.
 */
export interface ItemSchema {
  $schema: 'http://json-schema.org/draft-04/schema#';
  title: string;
  type: 'object';
  properties: Record<string, PropertySchema>;
  links?: SchemaLink[];
}

export const itemSchema = (
  title: string,
  properties: Record<string, PropertySchema>,
  links?: SchemaLink[],
): ItemSchema => ({
  $schema: 'http://json-schema.org/draft-04/schema#',
  title,
  type: 'object',
  properties,
  ...(links?.length ? { links } : {}),
});

/**
 * A property's value with only the nested properties its schema declares and the context shows
 * (recursively); objects whose schema lists no properties are kept whole.
 */
export function filterNested(value: unknown, schema: ArgSchema, context: RestContext): unknown {
  if (!schema.properties || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const property = schema.properties[key];
    if (property && (!property.context || property.context.includes(context)))
      out[key] = filterNested(item, property, context);
  }
  return out;
}

/**
 * An item in the given key order (the reference's response order, which is not the schema's) with the
 * properties the schema has and shows in the context. Values are computed only when shown.
 */
export function inContext(
  schema: ItemSchema,
  context: RestContext,
  values: [name: string, value: () => unknown][],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of values) {
    const property = schema.properties[name];
    if (property?.context.includes(context)) out[name] = filterNested(value(), property, context);
  }
  return out;
}

/**
 * The write arguments of a resource: every property that is not read-only, with its JSON-schema
 * keywords (nested properties kept whole, as the reference shows them); `required` only on create.
 * `adjust` replaces what the handler checks itself (the reference's `arg_options`).
 */
export function writeArgs(
  schema: ItemSchema,
  method: 'create' | 'update',
  adjust: Record<string, Partial<ArgSchema>> = {},
): Args {
  const args: Args = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    if (property.readonly) continue;
    const { context: _context, readonly: _readonly, required, default: fallback, ...keywords } = property;
    args[name] = {
      ...keywords,
      ...(method === 'create' && fallback !== undefined ? { default: fallback } : {}),
      ...(method === 'create' && required ? { required: true } : {}),
      ...adjust[name],
    };
  }
  return args;
}
