/**
 * The query the GraphQL IDE opens with (in a browser that keeps no query of its own yet): a check and
 * a post, and where each API's credentials go, since the IDE sends only what its Headers tab holds.
 */
export const IDE_EXAMPLE_QUERY = `# Portico's GraphQL API: the one schema behind the Management API
# (/api/v3/, Healthchecks-compatible) and the content API (cms/v2,
# WordPress-REST-compatible). Run it with Ctrl-Enter; Docs lists every field.
#
# Credentials go in the Headers tab below, as JSON:
#   checks, pings:     {"X-Api-Key": "<project API key>"}
#   drafts, writes:    {"Authorization": "Basic <base64 of login:application-password>"}
#   both at once:      {"X-Api-Key": "…", "Authorization": "Basic …"}
# Published posts need no credentials; checks need the API key.

query PorticoExample {
  checks(first: 3) {
    nodes {
      name
      status
      lastPing
      nextPing
    }
  }
  posts(first: 3) {
    nodes {
      title {
        rendered
      }
      link
    }
  }
}
`;
