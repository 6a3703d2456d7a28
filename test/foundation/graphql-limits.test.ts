import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { depthLimit } from '../../src/graphql/limits.js';

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
