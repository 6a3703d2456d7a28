import type { ArgSchema, RestContext } from './args.js';

export type { RestContext };

/** Which contexts show a property (the reference's schema `context` lists). */
export const EDIT_ONLY: readonly RestContext[] = ['edit'];
export const VIEW_EDIT: readonly RestContext[] = ['view', 'edit'];
export const VIEW_EDIT_EMBED: readonly RestContext[] = ['view', 'edit', 'embed'];

/** Spread into a property: shown, never written. */
export const ro = { readonly: true } as const;

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
 * The JSON schema of a resource's items, as OPTIONS and `?context=help` print it; a field table
 * (`field-table.ts`) builds it from the resource's fields.
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
