/** A UUID as Portico writes them (and Healthchecks does): lower-case hex in 8-4-4-4-12 groups. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
