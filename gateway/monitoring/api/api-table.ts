import { WireTable, type GraphQLInput, type WireField } from '../../field-table.js';
import { ApiError, type ApiVersion } from './api-request.js';
import { schemaProblem, type ApiSchema } from './api-schema.js';

/** What an answer of the Management API depends on besides the item: the version and the key. */
export interface ApiView {
  version: ApiVersion;
  publicUrl: string;
  readOnly: boolean;
}

/** `https://…/api/v3/checks/<uuid>`: a check's address in the request's API version. */
export const checkUrl = (view: ApiView, id: string) => `${view.publicUrl}/api/v${view.version}/checks/${id}`;

/** Which keys see a field: Healthchecks shows read-only keys a check's unique key instead of its UUID and URLs. */
export type KeyAccess = 'read-only' | 'read-write';

/**
 * One field of a Management API object. A field with a `schema` is written: a request's value is
 * checked against it (Healthchecks' schema of the object) and enters the GraphQL input under
 * `graphql`. A field with a value (`graphql` or `show`) is shown, to the keys `keys` names (both when
 * it names none).
 */
export interface ApiField<Item, View extends ApiView = ApiView> extends WireField<Item, View> {
  schema?: ApiSchema;
  keys?: KeyAccess;
}

/**
 * A Management API object's fields, in its schema's order (the order the reference checks a request's
 * fields in), with the reference's answer order where it differs (see `WireTable`).
 */
export class ApiTable<Item, View extends ApiView = ApiView> extends WireTable<
  Item,
  View,
  ApiField<Item, View>
> {
  private readonly shown: Record<KeyAccess, ApiField<Item, View>[]>;
  private readonly written: ApiField<Item, View>[];

  constructor(fields: ApiField<Item, View>[], responseOrder: readonly string[] = []) {
    super(fields, responseOrder);
    const shownTo = (keys: KeyAccess) =>
      this.answering(
        (f) => (f.graphql !== undefined || f.show !== undefined) && (!f.keys || f.keys === keys),
      );
    this.shown = { 'read-only': shownTo('read-only'), 'read-write': shownTo('read-write') };
    this.written = fields.filter((f) => f.schema && (f.graphql || f.write));
  }

  /** An item as the view's key sees it, in the reference's key order; a field without a value is left out. */
  show(item: Item, view: View): Record<string, unknown> {
    return this.answer(this.shown[view.readOnly ? 'read-only' : 'read-write'], item, view);
  }

  /**
   * Checks a request body as the reference does: its fields in the schema's order, only the first
   * problem reported, unknown keys ignored, `null` never taken for an omitted value.
   */
  validate(body: Record<string, unknown>): void {
    for (const { wire, schema } of this.fields) {
      if (!schema || !Object.hasOwn(body, wire)) continue;
      const problem = schemaProblem(body[wire], schema, wire);
      if (problem) throw new ApiError(400, `json validation error: ${problem}`);
    }
  }

  /** The GraphQL input of a validated body: each written field it gives. */
  input(body: Record<string, unknown>): GraphQLInput {
    return this.inputOf(this.written, body);
  }
}
