export type RestContext = 'view' | 'embed' | 'edit';

/** Which contexts show a field (the reference's schema `context` lists). */
export const E: readonly RestContext[] = ['edit'];
export const VE: readonly RestContext[] = ['view', 'edit'];
export const VEM: readonly RestContext[] = ['view', 'edit', 'embed'];

/** A field of a REST object: its name, contexts, value, and whether the object has it at all. */
export type FieldSpec = [
  name: string,
  contexts: readonly RestContext[],
  value: () => unknown,
  applies?: boolean,
];

/** The object in the given key order with only the fields of the context (values computed lazily). */
export function inContext(context: RestContext, fields: FieldSpec[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, contexts, value, applies = true] of fields)
    if (applies && contexts.includes(context)) out[name] = value();
  return out;
}
