import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** A base64 string as bytes; anything else is the caller's error. */
function decode(value: string): Buffer {
  if (!BASE64.test(value)) throw new GraphQLError('Value is not valid base64.');
  return Buffer.from(value, 'base64');
}

/**
 * Bytes: base64 over HTTP, and a Buffer as it is from in-process callers (the ping route hands the
 * request body over without encoding it only for the resolver to decode it again).
 */
export const Base64Bytes = new GraphQLScalarType<Buffer, string>({
  name: 'Base64Bytes',
  description: 'Bytes, written as base64.',
  serialize: (value) => (Buffer.isBuffer(value) ? value.toString('base64') : String(value)),
  parseValue: (value) => {
    if (Buffer.isBuffer(value)) return value;
    if (typeof value === 'string') return decode(value);
    throw new GraphQLError('Value is not a base64 string.');
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Value is not a base64 string.', { nodes: ast });
    return decode(ast.value);
  },
});
