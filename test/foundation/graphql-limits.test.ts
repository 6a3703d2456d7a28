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
