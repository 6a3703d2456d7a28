/** A UUID in a Healthchecks path, as Django's `<uuid:…>` converter matches it: lower-case hex only. */
export const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
