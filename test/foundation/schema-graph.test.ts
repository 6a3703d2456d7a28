/**
 * The public schema as a graph, checked on the committed schema/schema.graphql (graphql.test.ts holds
 * it to the resolvers): objects with an identity are `Node`s, lists are Relay connections, and no field
 * takes REST's `edit` flag; every type, field, argument and enum value is described. What `node(id)` answers is graph-nodes.test.ts's; how connections page,
 * graph-connections.test.ts's and graph-whole-lists.test.ts's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/server.js';

const schema = buildSchema(readFileSync(join(ROOT, 'schema/schema.graphql'), 'utf8'));
const objects = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
);
const unwrap = (type: GraphQLOutputType) => (isNonNullType(type) ? type.ofType : type);
const isConnection = (type: GraphQLObjectType) => {
  const fields = type.getFields();
  return type.name.endsWith('Connection') || ('nodes' in fields && 'totalCount' in fields);
};

/** The objects with an identity that must be nodes, whether or not they show an `id` yet. */
const IDENTIFIED = [
  'ApplicationPassword',
  'Channel',
  'Check',
  'Flip',
  'MaintenanceWindow',
  'MediaItem',
  'MenuItem',
  'Ping',
  'Post',
  'Project',
  'Revision',
  'Template',
  'Term',
  'User',
];

/** Lists of values that are parts of their parent, not things to page through. */
const VALUE_LISTS = [
  'AlertRules.routes',
  'ContentTypeInfo.capabilities',
  'MediaDetails.sizes',
  'SnoozeLink.options',
  'TaxonomyInfo.capabilities',
  'Theme.defaultTemplatePartAreas',
  'Theme.defaultTemplateTypes',
  'User.avatarUrls',
];

function gaps() {
  const notNodes = new Set<string>();
  const plainLists: string[] = [];
  const notRelayConnections: string[] = [];
  for (const type of objects) {
    const fields = type.getFields();
    const implementsNode = type.getInterfaces().some((face) => face.name === 'Node');
    if (('id' in fields || IDENTIFIED.includes(type.name)) && !implementsNode) notNodes.add(type.name);
    if (isConnection(type)) {
      const pageInfo = fields.pageInfo && getNamedType(fields.pageInfo.type);
      const relay =
        'edges' in fields &&
        isObjectType(pageInfo) &&
        ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor'].every(
          (name) => name in pageInfo.getFields(),
        );
      if (!relay) notRelayConnections.push(type.name);
    }
    for (const field of Object.values(fields)) {
      const name = `${type.name}.${field.name}`;
      const listOfObjects = isListType(unwrap(field.type)) && isObjectType(getNamedType(field.type));
      const connectionPart = isConnection(type) && ['nodes', 'edges'].includes(field.name);
      if (listOfObjects && !connectionPart && !VALUE_LISTS.includes(name)) plainLists.push(name);
    }
  }
  for (const name of IDENTIFIED) if (!schema.getType(name)) throw new Error(`no type ${name}`);
  return {
    notNodes: [...notNodes].sort(),
    plainLists: plainLists.sort(),
    notRelayConnections: notRelayConnections.sort(),
  };
}

describe('the schema as a graph', () => {
  it('has an id only on nodes, lists only as Relay connections (but for parts of a value)', () => {
    expect(gaps()).toEqual({ notNodes: [], plainLists: [], notRelayConnections: [] });
  });

  it('describes every type, field, argument and enum value', () => {
    const undescribed: string[] = [];
    const check = (name: string, description: string | null | undefined) => {
      if (!description?.trim()) undescribed.push(name);
    };
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
      check(type.name, type.description);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type))
        for (const field of Object.values(type.getFields())) {
          check(`${type.name}.${field.name}`, field.description);
          for (const arg of 'args' in field ? field.args : [])
            check(`${type.name}.${field.name}(${arg.name})`, arg.description);
        }
      if (isEnumType(type))
        for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    }
    expect(undescribed).toEqual([]);
  });

  it('takes no REST `edit` flag: what a caller may read is decided per field', () => {
    const flagged = objects.flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => field.args.some((arg) => arg.name === 'edit'))
        .map((field) => `${type.name}.${field.name}`),
    );
    expect(flagged).toEqual([]);
    expect(schema.getDirective('restOnly')).toBeUndefined();
  });
});
