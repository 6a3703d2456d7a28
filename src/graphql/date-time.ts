import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

/**
 * An instant, as GitHub's API and RFC 3339 write it: `2026-11-29T09:30:00.000Z`. Every `Date` of the
 * schema is one; what WordPress shows in the site's time zone has a `…Local` string beside it.
 */
export const DateTime = new GraphQLScalarType({
  ...GraphQLDateTimeISO.toConfig(),
  name: 'DateTime',
  description: 'An instant, in RFC 3339 with its offset (`Z` for UTC), e.g. `2026-11-29T09:30:00.000Z`.',
  specifiedByURL: 'https://datatracker.ietf.org/doc/html/rfc3339',
});
