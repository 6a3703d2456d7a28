import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  isInputObjectType,
  isObjectType,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { FieldTable, rawText, type Field } from '../../gateway/content/rest/field-table.js';
import { mediaTable } from '../../gateway/content/media/media.fields.js';
import { MENU_ITEM_TABLE } from '../../gateway/content/menu-items/menu-item.fields.js';
import { postTable } from '../../gateway/content/posts/post.fields.js';
import { revisionTable } from '../../gateway/content/revisions/revision.fields.js';
import { templateTables } from '../../gateway/content/templates/template.fields.js';
import { termTable } from '../../gateway/content/terms/term.fields.js';
import { USER_TABLE } from '../../gateway/content/users/user.fields.js';
import { POST_TYPES, TAXONOMIES } from '../../src/content/content-model/post-type-registry.js';

const ROOT = join(import.meta.dirname, '../..');
const schema = buildSchema(readFileSync(join(ROOT, 'schema/facades.graphql'), 'utf8'));

/** The names the facade's operations read a type's fields by: aliases (`featuredMedia: …`) included. */
const aliases = new Map<string, Set<string>>();
for (const file of globSync('gateway/**/*.graphql', { cwd: ROOT })) {
  const typeInfo = new TypeInfo(schema);
  visit(
    parse(readFileSync(join(ROOT, file), 'utf8')),
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (node.alias && parent)
          aliases.set(parent.name, (aliases.get(parent.name) ?? new Set()).add(node.alias.value));
      },
    }),
  );
}

const fieldsOf = (name: string) => {
  const type: GraphQLNamedType | undefined = schema.getType(name);
  if (!isObjectType(type) && !isInputObjectType(type)) throw new Error(`${name} is not an object type`);
  return [...Object.keys(type.getFields()), ...(aliases.get(name) ?? [])];
};

interface Toy {
  id: number;
  name: string;
  secret: string;
}

const toy: Field<Toy>[] = [
  {
    wire: 'name',
    graphql: 'name',
    schema: { type: 'string', context: ['view', 'edit', 'embed'] },
    ...rawText('name'),
  },
  {
    wire: 'id',
    graphql: 'id',
    schema: { type: 'integer', context: ['view', 'edit', 'embed'], readonly: true },
  },
  { wire: 'secret_word', graphql: 'secret', schema: { type: 'string', context: ['edit'] } },
  { wire: 'added', show: () => 'late', schema: { type: 'string', context: ['view', 'edit'] } },
  // Accepted and not kept, never shown (as a user's password).
  { wire: 'accepted', schema: { type: 'boolean', context: [] } },
];

describe('a field table', () => {
  const table = new FieldTable('toy', toy, { responseOrder: ['id', 'secret_word', 'name'] });
  const item: Toy = { id: 7, name: 'Seven', secret: 'hush' };

  it('prints the schema in the rows’ order, answers in the response order, and fields it does not name last', () => {
    expect(Object.keys(table.schema.properties)).toEqual(['name', 'id', 'secret_word', 'added', 'accepted']);
    expect(table.show(item, 'edit')).toEqual({ id: 7, secret_word: 'hush', name: 'Seven', added: 'late' });
    expect(Object.keys(table.show(item, 'edit'))).toEqual(['id', 'secret_word', 'name', 'added']);
    expect(table.show(item, 'embed')).toEqual({ id: 7, name: 'Seven' });
    const shownWithoutValue = { wire: 'lost', schema: { type: 'string', context: ['view' as const] } };
    expect(() => new FieldTable('toy', [...toy, shownWithoutValue])).toThrow(
      /toy.lost is shown but has no value/,
    );
  });

  it('derives the write arguments (the handler’s own checks kept) and the GraphQL input', () => {
    const args = table.args('update');
    expect(Object.keys(args)).toEqual(['name', 'secret_word', 'added', 'accepted']);
    expect(args.name).toEqual({ type: 'string', unchecked: true });
    expect(table.input({ name: { raw: 'Eight' }, secret_word: 's', accepted: true, id: 9 }, args)).toEqual({
      name: 'Eight',
      secret: 's',
    });
    // A value the endpoint's arguments do not know is not written; a text that is neither a string nor `{raw}` is ignored.
    expect(table.input({ name: 5, secret_word: 's' }, { name: args.name })).toEqual({});
  });
});

/** What this test reads of a table, whatever its item. */
type Table = Pick<FieldTable<unknown>, 'args' | 'input'> & { fields: readonly { graphql?: string }[] };

const TAXONOMY_BASES = new Set(Object.values(TAXONOMIES).map((taxonomy) => taxonomy.restBase));

describe('the cms/v2 field tables', () => {
  const site = 'http://site.test';
  // A table, the GraphQL type its rows read, and the input its writes build (none: not written).
  const tables: [string, Table, string, string | null][] = [
    ...Object.values(POST_TYPES).flatMap((type): [string, Table, string, string | null][] => [
      [type.name, postTable(site, type), 'Post', 'PostInput'],
      [`${type.name} autosave`, revisionTable(type, true), 'Revision', null],
    ]),
    ['media', mediaTable(site), 'MediaItem', 'MediaInput'],
    ['menu item', MENU_ITEM_TABLE, 'MenuItem', 'MenuItemInput'],
    ['user', USER_TABLE, 'User', null],
    ...(['wp_template', 'wp_template_part'] as const).flatMap(
      (kind): [string, Table, string, string | null][] => [
        [kind, templateTables(kind).items, 'Template', 'TemplateInput'],
        [`${kind} revision`, templateTables(kind).revisions, 'Template', null],
      ],
    ),
    ...Object.values(TAXONOMIES).map((taxonomy): [string, Table, string, string] => [
      taxonomy.name,
      termTable(taxonomy),
      'Term',
      'TermInput',
    ]),
  ];

  it.each(tables)(
    '%s: the GraphQL fields its rows name exist, and every write lands on an input field',
    (_, table, type, input) => {
      const named = table.fields.flatMap((row) => (row.graphql ? [row.graphql] : []));
      expect(named.length).toBeGreaterThan(3);
      expect(fieldsOf(type)).toEqual(expect.arrayContaining(named));
      if (!input) return;
      const args = table.args('create');
      const sample = (name: string) => (args[name].type === 'array' || TAXONOMY_BASES.has(name) ? [1] : 'x');
      const written = table.input(
        Object.fromEntries(Object.keys(args).map((name) => [name, sample(name)])),
        args,
      );
      expect(Object.keys(written).length).toBeGreaterThanOrEqual(3);
      expect(fieldsOf(input)).toEqual(expect.arrayContaining(Object.keys(written)));
    },
  );
});
