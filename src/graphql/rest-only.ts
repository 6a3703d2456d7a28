import { DirectiveLocation, GraphQLDirective, type GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema, pruneSchema } from '@graphql-tools/utils';
import { Arg, Directive, Int } from 'type-graphql';
import { storedValuesDirective } from './stored-values.js';

/**
 * The schema is built once with everything the REST facades need; the graph served at /graphql is
 * that schema without what only mirrors a REST request (`@restOnly` fields and arguments). The
 * facades run their operations on the whole one.
 */
const REST_ONLY = 'restOnly';

/** Declared in the facades' schema, so its printed form shows what the graph leaves out. */
export const restOnlyDirective = new GraphQLDirective({
  name: REST_ONLY,
  description:
    'Only the REST facades see this: it mirrors a REST request, and the graph at /graphql leaves it out.',
  locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.ARGUMENT_DEFINITION],
});

/** Marks a field or an argument as the REST facades' alone. */
export const RestOnly = () => Directive(`@${REST_ONLY}`);

/**
 * REST's `context=edit` as an argument: refused without the capability to edit, and lists keep only
 * what the caller may edit. The graph decides per field what a caller may read instead.
 */
export function EditContext(description?: string): ParameterDecorator {
  return (target, key, index) => {
    Arg('edit', () => Boolean, { defaultValue: false, description })(target, key!, index);
    RestOnly()(target, key!, index);
  };
}

/** REST's page by offset; the graph pages by cursor. */
export function OffsetArg(): ParameterDecorator {
  return (target, key, index) => {
    Arg('offset', () => Int, {
      nullable: true,
      description: 'Skips this many items (REST pages by offset).',
    })(target, key!, index);
    RestOnly()(target, key!, index);
  };
}

const restOnly = (config: { astNode?: { directives?: readonly { name: { value: string } }[] } | null }) =>
  config.astNode?.directives?.some((directive) => directive.name.value === REST_ONLY) ?? false;

/** The graph as tooling sees it: the facades' schema without its REST-only fields and arguments. */
export function publicSchemaOf(full: GraphQLSchema): GraphQLSchema {
  return pruneSchema(
    mapSchema(full, {
      [MapperKind.COMPOSITE_FIELD]: (field) => (restOnly(field) ? null : field),
      [MapperKind.ARGUMENT]: (argument) => (restOnly(argument) ? null : argument),
      [MapperKind.DIRECTIVE]: (directive) =>
        directive.name === REST_ONLY || directive.name === storedValuesDirective.name ? null : directive,
    }),
  );
}
