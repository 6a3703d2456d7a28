import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isInputObjectType, isObjectType, type GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../gateway/monitoring/api/api-request.js';
import { CHANNEL_TABLE } from '../../gateway/monitoring/channels/channel.fields.js';
import { CHECK_TABLE } from '../../gateway/monitoring/checks/check.fields.js';
import { FLIP_TABLE } from '../../gateway/monitoring/flips/flip.fields.js';
import { PING_TABLE } from '../../gateway/monitoring/pings/ping.fields.js';
import { CHECK_FIELD_NAMES, validateCheckFields } from '../../src/monitoring/checks/check-fields.js';
import { DomainError } from '../../src/errors.js';

const ROOT = join(import.meta.dirname, '../..');
const schema = buildSchema(readFileSync(join(ROOT, 'schema/facades.graphql'), 'utf8'));
const fieldsOf = (name: string) => {
  const type: GraphQLNamedType | undefined = schema.getType(name);
  if (!isObjectType(type) && !isInputObjectType(type)) throw new Error(`${name} is not an object type`);
  return Object.keys(type.getFields());
};

describe('the Management API field tables', () => {
  it.each([
    ['check', CHECK_TABLE, 'Check'],
    ['ping', PING_TABLE, 'Ping'],
    ['flip', FLIP_TABLE, 'Flip'],
    ['channel', CHANNEL_TABLE, 'Channel'],
  ] as const)('%s: the GraphQL fields its rows name exist', (_, table, type) => {
    const named = table.fields.flatMap((row) => (row.graphql ? [row.graphql] : []));
    expect(fieldsOf(type)).toEqual(expect.arrayContaining(named));
  });

  it('writes every field of CheckInput, which are the fields the domain checks', () => {
    const written = CHECK_TABLE.fields.filter((row) => row.schema && row.graphql).map((row) => row.graphql);
    expect(written.toSorted()).toEqual(fieldsOf('CheckInput').toSorted());
    expect(written.toSorted()).toEqual([...CHECK_FIELD_NAMES].toSorted());
  });
});

/** The problem the facade's schema finds in one field's value, or null. */
function wireProblem(wire: string, value: unknown): string | null {
  try {
    CHECK_TABLE.validate({ [wire]: value });
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.message.replace(/^json validation error: /, '');
  }
}

/** The problem the domain's rules find in the same value, or null. */
function domainProblem(field: string, value: unknown): string | null {
  try {
    validateCheckFields({ [field]: value });
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.message;
  }
}

const SAMPLES: unknown[] = [
  '', 'ok', 'a\u0000b', 'x'.repeat(100), 'x'.repeat(101), 'x'.repeat(200), 'x'.repeat(201), 'x'.repeat(501),
  'Bad Slug', 'good-slug_1', 'POST', 'GET', '0 * * * *', 'Mon *-*-* 12:00', '* * * * * *', 'Europe/Riga',
  'utc', 'US/Pacific', 59, 60, 3600, 3600.5, 31536000, 31536001, true, false, null, [], ['name'], ['desc'], {},
]; // prettier-ignore

describe('the check schema and the domain rules', () => {
  const rows = CHECK_TABLE.fields.filter((row) => row.schema);
  it.each(rows.map((row) => [row.wire, row] as const))(
    '%s: the facade refuses what the domain refuses, in the same words',
    (wire, row) => {
      const field = row.graphql ?? wire;
      for (const value of SAMPLES) {
        const domain = domainProblem(field, value)?.replace(field, wire) ?? null;
        // Booleans as seconds are the reference's (Python's) own, and no boolean is a minute or more.
        const expected =
          typeof value === 'boolean' && row.schema?.type === 'number' ? `${wire} is too small` : domain;
        expect(wireProblem(wire, value), JSON.stringify(value)).toBe(expected);
      }
    },
  );
});
