import {
  defaultFieldResolver,
  type GraphQLFieldConfig,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { Extensions } from 'type-graphql';
import { forbidden } from '../errors.js';

/**
 * What a field answers to a caller who may not read it (a post's raw text to a reader, a user's e-mail
 * to another user). The graph turns it into an error at the field's path, so a client can tell "you
 * may not" from "there is none"; the REST facades, whose wire formats leave such a field empty or out,
 * read it as null.
 */
export class Withheld {
  constructor(readonly who: string) {}
}

/** Who may read what an item's editors may: its raw texts, its password. */
export const EDITORS = new Withheld('those who may edit the item');

const WITHHELD = 'withheld';

/** Marks a field that may answer `Withheld`: only such fields are wrapped. */
export const MayWithhold = () => Extensions({ [WITHHELD]: true });

type FieldConfig = GraphQLFieldConfig<unknown, unknown>;

function wrapWithheld(field: FieldConfig, onWithheld: (withheld: Withheld, name: string) => unknown) {
  if (!field.extensions?.[WITHHELD]) return field;
  const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
  const settle = (value: unknown, name: string) =>
    value instanceof Withheld ? onWithheld(value, name) : value;
  return {
    ...field,
    resolve: (source, args, context, info) => {
      const value = resolve(source, args, context, info);
      const name = `${info.parentType.name}.${info.fieldName}`;
      return value instanceof Promise ? value.then((v) => settle(v, name)) : settle(value, name);
    },
  } satisfies FieldConfig;
}

/** The graph: a withheld field is an error at its path. */
export const graphWithholding = (schema: GraphQLSchema) =>
  mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) =>
      wrapWithheld(field, (withheld, name) => {
        throw forbidden(`${name} is readable only by ${withheld.who}.`);
      }),
  });

/** The REST facades: a withheld field is null, as their wire formats show it. */
export const facadeWithholding = (schema: GraphQLSchema) =>
  mapSchema(schema, { [MapperKind.OBJECT_FIELD]: (field) => wrapWithheld(field, () => null) });
