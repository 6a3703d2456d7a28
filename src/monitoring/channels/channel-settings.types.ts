import { GraphQLBoolean, GraphQLString, type GraphQLInputObjectType, type GraphQLSchema } from 'graphql';
import { Field, InputType, Int } from 'type-graphql';
import { ChannelKind } from './channel.entity.js';
import { channelKinds } from '../delivery/kinds/index.js';
import type { SettingSpec } from '../delivery/kind.js';

/**
 * GraphQL inputs derived from each kind's settings table (delivery/kinds/<kind>): one typed input per
 * kind, gathered in `ChannelSettingsInput`, a @oneOf input whose one field names the channel's kind.
 */

const graphqlType = (row: SettingSpec) =>
  row.type === 'int' ? Int : row.type === 'boolean' ? GraphQLBoolean : GraphQLString;

const describe = (row: SettingSpec) =>
  [
    row.description,
    row.required ? 'Required.' : '',
    row.default !== undefined ? `Default: ${String(row.default)}.` : '',
    row.choices ? `One of ${row.choices.join(', ')}.` : '',
    row.secret ? 'Write-only: shown masked.' : '',
  ]
    .filter(Boolean)
    .join(' ');

/** A class made at run time, named for the schema. */
function namedClass(name: string): new () => object {
  const made = class {};
  Object.defineProperty(made, 'name', { value: name });
  return made;
}

const pascal = (kind: string) => kind[0].toUpperCase() + kind.slice(1);

const kindsWithSettings = (Object.values(ChannelKind) as ChannelKind[]).filter(
  (kind) => channelKinds[kind].settings.length > 0,
);

function settingsInput(kind: ChannelKind) {
  const input = namedClass(`${pascal(kind)}SettingsInput`);
  for (const row of channelKinds[kind].settings)
    Field(() => graphqlType(row), { nullable: true, description: describe(row) })(input.prototype, row.key);
  InputType({ description: `Settings of ${kind} channels; on update, those left out are kept.` })(input);
  return input;
}

export const ChannelSettingsInput = namedClass('ChannelSettingsInput');
for (const kind of kindsWithSettings) {
  const input = settingsInput(kind);
  Field(() => input, { nullable: true, description: `The settings of a ${kind} channel.` })(
    ChannelSettingsInput.prototype,
    kind,
  );
}
InputType({ description: 'The settings of the channel’s kind: exactly one field, named after the kind.' })(
  ChannelSettingsInput,
);

/** type-graphql cannot declare @oneOf: the built schema's input is marked (graphql-js enforces it). */
export function markOneOfInputs(schema: GraphQLSchema): GraphQLSchema {
  (schema.getType('ChannelSettingsInput') as GraphQLInputObjectType).isOneOf = true;
  return schema;
}
