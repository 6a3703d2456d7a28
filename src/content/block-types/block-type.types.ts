import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import type { RegisteredBlock } from './block-registry.js';

type Json = Record<string, unknown>;

@ObjectType('BlockType', {
  description: "A block the editor offers and Portico renders, as WordPress's block registry holds it.",
})
export class BlockType implements RegisteredBlock {
  @Field({ description: 'Its name, `namespace/block`, e.g. `core/paragraph`.' })
  name!: string;
  @Field({ description: 'Its title, e.g. Paragraph.' })
  title!: string;
  @Field({ description: 'What it is for.' })
  description!: string;
  @Field(() => String, { nullable: true, description: 'Its dashicon, when block.json names one.' })
  icon!: string | null;
  @Field(() => String, { nullable: true, description: 'The inserter category, e.g. `text`.' })
  category!: string | null;
  @Field(() => [String], { description: 'Words the inserter finds it by.' })
  keywords!: string[];
  @Field(() => [String], { nullable: true, description: 'The blocks it may only be placed directly in.' })
  parent!: string[] | null;
  @Field(() => [String], { nullable: true, description: 'The blocks it may only be placed somewhere in.' })
  ancestor!: string[] | null;
  @Field(() => [String], { nullable: true, description: 'The blocks it may hold; null for any.' })
  allowedBlocks!: string[] | null;
  @Field(() => Int, { description: 'The block API version its block.json is written for.' })
  apiVersion!: number;
  @Field({ description: 'Whether WordPress renders it with a callback rather than as saved.' })
  dynamic!: boolean;
  @Field(() => GraphQLJSONObject, {
    description: 'Its attributes: block.json’s, then `lock` and `metadata`, then those its supports add.',
  })
  attributes!: Json;
  @Field(() => GraphQLJSONObject, { description: 'The context it gives its inner blocks, by name.' })
  providesContext!: Json;
  @Field(() => [String], { description: 'The context it reads from the blocks around it.' })
  usesContext!: string[];
  @Field(() => GraphQLJSONObject, { description: 'The CSS selectors of its parts, for global styles.' })
  selectors!: Json;
  @Field(() => GraphQLJSONObject, { description: 'The editor features it supports (block.json `supports`).' })
  supports!: Json;
  @Field(() => [GraphQLJSONObject], { description: 'Its block styles, e.g. `rounded` for images.' })
  styles!: Json[];
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The example the inserter previews.' })
  example!: Json | null;
  @Field(() => [GraphQLJSONObject], { description: 'Its variations declared in block.json.' })
  variations!: Json[];
  @Field(() => GraphQLJSONObject, { description: 'Where it inserts itself beside other blocks, by name.' })
  blockHooks!: Json;
  @Field(() => [String], { description: 'The handles of its editor scripts.' })
  editorScriptHandles!: string[];
  @Field(() => [String], { description: 'The handles of its scripts.' })
  scriptHandles!: string[];
  @Field(() => [String], { description: 'The handles of its front-end scripts.' })
  viewScriptHandles!: string[];
  @Field(() => [String], { description: 'The ids of its front-end script modules.' })
  viewScriptModuleIds!: string[];
  @Field(() => [String], { description: 'The handles of its editor style sheets.' })
  editorStyleHandles!: string[];
  @Field(() => [String], { description: 'The handles of its style sheets.' })
  styleHandles!: string[];
  @Field(() => [String], { description: 'The handles of its front-end style sheets.' })
  viewStyleHandles!: string[];
}

@ObjectType({ simpleResolvers: true })
export class BlockTypeConnection extends Connection(BlockType, 'BlockType') {}
