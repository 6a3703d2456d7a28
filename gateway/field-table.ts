/** A GraphQL input object as a write request builds it. */
export type GraphQLInput = Record<string, unknown>;

/**
 * One field of a REST resource as a facade shows and takes it: its wire name and the GraphQL field
 * behind it, plus how it is shown or written where that is not the GraphQL value as it is. Each facade
 * adds the field's schema in its reference's terms (`content/field-table.ts`, `monitoring/api-table.ts`).
 */
export interface WireField<Item, View> {
  wire: string;
  /** The field of the GraphQL item that shows it and, when writable, of the input that takes it. */
  graphql?: keyof Item & string;
  /** The wire value, where it is not the GraphQL field's value as it is; undefined leaves it out. */
  show?: (item: Item, view: View) => unknown;
  /** How a given value enters the GraphQL input, where it is not as it is under `graphql`. */
  write?: (input: GraphQLInput, value: unknown) => void;
}

/**
 * What both facades derive from a resource's field rows (kept in its schema's order): the answer's
 * fields in the reference's order, an item's answer and a write's GraphQL input. `responseOrder` is the
 * reference's order of the answer's keys where it differs from the schema's; the fields it does not
 * name follow in the rows' order.
 */
export class WireTable<Item, View, Field extends WireField<Item, View>> {
  private readonly answered: readonly Field[];

  constructor(
    readonly fields: readonly Field[],
    responseOrder: readonly string[] = [],
  ) {
    const rank = (field: Field) => {
      const at = responseOrder.indexOf(field.wire);
      return at < 0 ? responseOrder.length : at;
    };
    this.answered = fields.toSorted((a, b) => rank(a) - rank(b));
  }

  /** The fields that `shows` picks, in the answer's order. */
  protected answering(shows: (field: Field) => boolean): Field[] {
    return this.answered.filter(shows);
  }

  /**
   * An item as these fields show it in this view, in their order; a field without a value (undefined)
   * is left out. `shape` fits a value to its field where the facade needs it (nested properties).
   */
  protected answer(
    fields: readonly Field[],
    item: Item,
    view: View,
    shape: (value: unknown, field: Field) => unknown = (value) => value,
  ): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const field of fields) {
      const value = field.show ? field.show(item, view) : item[field.graphql!];
      if (value !== undefined) out[field.wire] = shape(value, field);
    }
    return out;
  }

  /** The GraphQL input of a write: each of these fields that `values` gives, as its row writes it. */
  protected inputOf(fields: readonly Field[], values: Record<string, unknown>): GraphQLInput {
    const input: GraphQLInput = {};
    for (const field of fields) {
      const value = values[field.wire];
      if (value === undefined) continue;
      if (field.write) field.write(input, value);
      else input[field.graphql!] = value;
    }
    return input;
  }
}
