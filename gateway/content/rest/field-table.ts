import type { ArgSchema, Args } from './args.js';
import {
  itemSchema,
  type ItemSchema,
  type PropertySchema,
  type RestContext,
  type SchemaLink,
} from './item-schema.js';
import type { RestParams } from './route.js';
import { invalidArgument, type ArgumentViolation } from '../../../src/content/content-errors.js';
import { DomainError } from '../../../src/errors.js';
import { WireTable, type GraphQLInput, type WireField } from '../../field-table.js';

/**
 * One field of a cms/v2 resource: its wire name, its JSON schema (type, description, the contexts that
 * show it; writable unless `readonly`) and the GraphQL field behind it. A writable field with neither
 * `graphql` nor `write` is accepted and not kept, as the reference's are that Portico does not store
 * (a media item's featured image, a template's status).
 */
export interface Field<Item> extends WireField<Item, RestContext> {
  schema: PropertySchema;
  /** Argument keywords the handler checks itself instead (the reference's `arg_options`). */
  arg?: Partial<ArgSchema>;
}

/** `title`, `content` and the like take a string or `{raw}`; anything else is ignored. */
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : value && typeof (value as { raw?: unknown }).raw === 'string'
      ? (value as { raw: string }).raw
      : undefined;

/** A text field's write: the raw text of a string or `{raw}` into `name`; the handler checks it. */
export const rawText = (name: string): Pick<Field<unknown>, 'write' | 'arg'> => ({
  write: (input, value) => {
    if (textOf(value) !== undefined) input[name] = textOf(value);
  },
  arg: { unchecked: true },
});

/**
 * A property's value without the nested properties its schema keeps from the context (recursively);
 * as the reference's rest_filter_response_by_context, a property the schema does not declare stays.
 */
function filterNested(value: unknown, schema: ArgSchema, context: RestContext): unknown {
  if (!schema.properties || !value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const property = Object.hasOwn(schema.properties, key) ? schema.properties[key] : undefined;
    if (!property) out[key] = item;
    else if (!property.context || property.context.includes(context))
      out[key] = filterNested(item, property, context);
  }
  return out;
}

/**
 * The write arguments of a resource: every property that is not read-only, with its JSON-schema
 * keywords (nested properties kept whole, as the reference shows them); `required` only on create.
 * `adjust` replaces what the handler checks itself (the reference's `arg_options`).
 */
function writeArgs(
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

/**
 * A resource's fields, the one description its cms/v2 routes derive from: the item schema (OPTIONS,
 * `?context=help`), the items they answer and the GraphQL input of their writes. Rows are in the
 * schema's order; `responseOrder` is the reference's order of the answer's keys where it differs — the
 * fields it does not name follow in the schema's order (as a field registered on top of the reference's
 * does in both).
 */
export class FieldTable<Item> extends WireTable<Item, RestContext, Field<Item>> {
  readonly schema: ItemSchema;
  private readonly shown: Record<RestContext, Field<Item>[]>;
  private readonly writable: Field<Item>[];

  constructor(
    title: string,
    fields: Field<Item>[],
    { responseOrder = [], links }: { responseOrder?: readonly string[]; links?: SchemaLink[] } = {},
  ) {
    super(fields, responseOrder);
    for (const field of fields)
      if (field.schema.context.length && !field.show && !field.graphql)
        throw new Error(`${title}.${field.wire} is shown but has no value (give it graphql or show)`);
    this.schema = itemSchema(title, Object.fromEntries(fields.map((f) => [f.wire, f.schema])), links);
    const inContext = (context: RestContext) => this.answering((f) => f.schema.context.includes(context));
    this.shown = { view: inContext('view'), edit: inContext('edit'), embed: inContext('embed') };
    this.writable = fields.filter((f) => !f.schema.readonly && (f.graphql || f.write));
  }

  /** An item with the fields the context shows, in the reference's key order; one without a value is left out. */
  show(item: Item, context: RestContext): Record<string, unknown> {
    return this.answer(this.shown[context], item, context, (value, field) =>
      filterNested(value, field.schema, context),
    );
  }

  /** The create or update arguments: every writable field's schema (see `writeArgs`). */
  args(method: 'create' | 'update'): Args {
    const adjust = Object.fromEntries(this.fields.flatMap((f) => (f.arg ? [[f.wire, f.arg]] : [])));
    return writeArgs(this.schema, method, adjust);
  }

  /**
   * A domain error about one of the table's GraphQL input fields, with the field named as the wire
   * names it (`menuOrder` → `menu_order`); any other error as it is.
   */
  wireError(error: unknown): unknown {
    const violation =
      error instanceof DomainError ? (error.details?.violation as ArgumentViolation | undefined) : undefined;
    const field = violation && this.fields.find((f) => f.graphql === violation.argument);
    if (!violation || !field || field.wire === violation.argument) return error;
    const { problem, reason, path, sentence, data } = violation;
    return invalidArgument(field.wire, problem, reason, { path, sentence, data });
  }

  /** The GraphQL input of a write: each writable field given that the endpoint's `args` know. */
  input(params: RestParams, args: Args): GraphQLInput {
    return this.inputOf(
      this.writable.filter((field) => field.wire in args),
      params,
    );
  }
}
