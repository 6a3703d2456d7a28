import type { ArgSchema } from './args.js';
import { restUrl } from './links.js';
import type { Route } from './route.js';

/** An argument as the index shows it: its JSON-schema keywords, then `required` (always present). */
function indexArg({
  required,
  unchecked: _unchecked,
  itemsAsFirst: _first,
  nullable: _nullable,
  ...schema
}: ArgSchema) {
  return { ...schema, required: required === true };
}

/**
 * A route's entry in the site and namespace indexes and the OPTIONS body; `help` (OPTIONS and
 * `?context=help`) adds the item schema.
 */
export function routeEntry(siteUrl: string, route: Route, help: boolean) {
  const entry: Record<string, unknown> = {
    namespace: route.namespace,
    methods: route.endpoints.flatMap((endpoint) => endpoint.methods),
    endpoints: route.endpoints.map((endpoint) => ({
      methods: endpoint.methods,
      ...(endpoint.allowBatch ? { allow_batch: { v1: true } } : {}),
      args: Object.fromEntries(
        Object.entries(endpoint.args).map(([name, schema]) => [name, indexArg(schema)]),
      ),
    })),
  };
  if (help && route.schema) entry.schema = route.schema;
  if (!route.path.includes('(?P<')) entry._links = { self: [{ href: restUrl(siteUrl, route.path) }] };
  return entry;
}
