import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkComplexity, depthLimit } from '../../src/graphql/limits.js';

const schema = buildSchema('type Node { name: String child: Node } type Query { node: Node }');

function nested(levels: number): string {
  return '{ ' + 'node { '.repeat(1) + 'child { '.repeat(levels - 1) + 'name' + ' }'.repeat(levels) + ' }';
}

describe('depth limit', () => {
  it('accepts operations up to the limit and rejects deeper ones with a clear message', () => {
    const rule = depthLimit(4);
    expect(validate(schema, parse(nested(3)), [rule])).toEqual([]);
    const errors = validate(schema, parse(nested(5)), [rule]);
    expect(errors.map((e) => e.message)).toEqual(['Query is nested 6 levels deep; the maximum is 4.']);
    expect(errors[0].extensions).toEqual({ code: 'QUERY_TOO_DEEP' });
  });

  it('follows fragments and inline fragments', () => {
    const query = `{ node { ...A } } fragment A on Node { child { ... on Node { child { child { child { name } } } } } }`;
    expect(validate(schema, parse(query), [depthLimit(4)]).map((e) => e.message)).toEqual([
      'Query is nested 6 levels deep; the maximum is 4.',
    ]);
  });
});

describe('variables', () => {
  it('walks an object of 200,000 keys without overflowing the stack, and refuses a list of 1,001 items', () => {
    const wide = { w: Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`k${i}`, [i]])) };
    expect(() => checkComplexity(schema, parse('{ node { name } }'), undefined, wide, 5000)).not.toThrow();
    expect(() =>
      checkComplexity(
        schema,
        parse('{ node { name } }'),
        undefined,
        { deep: [{ ids: Array(1001).fill(1) }] },
        5000,
      ),
    ).toThrow('A list argument has 1001 items; the maximum is 1000.');
  });
});

describe('node limit (GitHub’s, on a schema of its shape)', () => {
  const connection = (name: string) =>
    `type ${name}Connection { totalCount: Int edges: [${name}Edge] nodes: [${name}] } type ${name}Edge { node: ${name} }`;
  const github = buildSchema(`
    type Query { viewer: User }
    type User { login: String repositories(first: Int): RepositoryConnection followers(first: Int): UserConnection }
    type Repository { name: String issues(first: Int): IssueConnection pullRequests(first: Int): PullRequestConnection }
    type Issue { title: String bodyHTML: String comments(first: Int): CommentConnection }
    type PullRequest { title: String comments(first: Int): CommentConnection }
    type Comment { bodyHTML: String }
    ${['User', 'Repository', 'Issue', 'PullRequest', 'Comment'].map(connection).join('\n')}
  `);
  const cost = (query: string, variables = {}) =>
    checkComplexity(github, parse(query), undefined, variables, 1e9);

  it('counts the documented examples as GitHub does: 550 and 22,060', () => {
    expect(
      cost(`{ viewer { repositories(first: 50) { edges { repository: node { name
        issues(first: 10) { totalCount edges { node { title bodyHTML } } } } } } } }`)?.nodes,
    ).toBe(550);
    expect(
      cost(
        `query ($prs: Int) { viewer {
        repositories(first: 50) { edges { repository: node { name
          pullRequests(first: $prs) { edges { pullRequest: node { title
            comments(first: 10) { edges { comment: node { bodyHTML } } } } } }
          issues(first: 20) { totalCount edges { issue: node { ...issue } } } } } }
        followers(first: 10) { edges { follower: node { login } } } } }
        fragment issue on Issue { title bodyHTML comments(first: 10) { edges { comment: node { bodyHTML } } } }`,
        { prs: 20 },
      )?.nodes,
    ).toBe(22_060);
  });

  it('counts a connection without a size as a page of 10, and refuses more than 50,000 nodes', () => {
    expect(cost('{ viewer { repositories { nodes { issues { nodes { title } } } } } }')?.nodes).toBe(110);
    const wide = `{ viewer { repositories(first: 100) { nodes {
      ${['a', 'b', 'c', 'd', 'e', 'f'].map((alias) => `${alias}: issues(first: 100) { totalCount }`).join(' ')} } } } }`;
    expect(() => cost(wide)).toThrow(
      'Query may return 60100 nodes (its connections’ sizes multiplied); the maximum is 50000.',
    );
  });
});
