/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestBlockTypeFragment = { name: string, title: string, description: string, icon: string | null, category: string | null, keywords: Array<string>, parent: Array<string> | null, ancestor: Array<string> | null, allowedBlocks: Array<string> | null, apiVersion: number, dynamic: boolean, attributes: Record<string, unknown>, providesContext: Record<string, unknown>, usesContext: Array<string>, selectors: Record<string, unknown>, supports: Record<string, unknown>, styles: Array<Record<string, unknown>>, example: Record<string, unknown> | null, variations: Array<Record<string, unknown>>, blockHooks: Record<string, unknown>, editorScriptHandles: Array<string>, scriptHandles: Array<string>, viewScriptHandles: Array<string>, viewScriptModuleIds: Array<string>, editorStyleHandles: Array<string>, styleHandles: Array<string>, viewStyleHandles: Array<string> };

export type RestListBlockTypesQueryVariables = Exact<{
  namespace?: string | null | undefined;
}>;


export type RestListBlockTypesQuery = { list: Array<{ name: string, title: string, description: string, icon: string | null, category: string | null, keywords: Array<string>, parent: Array<string> | null, ancestor: Array<string> | null, allowedBlocks: Array<string> | null, apiVersion: number, dynamic: boolean, attributes: Record<string, unknown>, providesContext: Record<string, unknown>, usesContext: Array<string>, selectors: Record<string, unknown>, supports: Record<string, unknown>, styles: Array<Record<string, unknown>>, example: Record<string, unknown> | null, variations: Array<Record<string, unknown>>, blockHooks: Record<string, unknown>, editorScriptHandles: Array<string>, scriptHandles: Array<string>, viewScriptHandles: Array<string>, viewScriptModuleIds: Array<string>, editorStyleHandles: Array<string>, styleHandles: Array<string>, viewStyleHandles: Array<string> }> };

export type RestGetBlockTypeQueryVariables = Exact<{
  name: string;
}>;


export type RestGetBlockTypeQuery = { item: { name: string, title: string, description: string, icon: string | null, category: string | null, keywords: Array<string>, parent: Array<string> | null, ancestor: Array<string> | null, allowedBlocks: Array<string> | null, apiVersion: number, dynamic: boolean, attributes: Record<string, unknown>, providesContext: Record<string, unknown>, usesContext: Array<string>, selectors: Record<string, unknown>, supports: Record<string, unknown>, styles: Array<Record<string, unknown>>, example: Record<string, unknown> | null, variations: Array<Record<string, unknown>>, blockHooks: Record<string, unknown>, editorScriptHandles: Array<string>, scriptHandles: Array<string>, viewScriptHandles: Array<string>, viewScriptModuleIds: Array<string>, editorStyleHandles: Array<string>, styleHandles: Array<string>, viewStyleHandles: Array<string> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const RestBlockTypeFragmentDoc = new TypedDocumentString(`
    fragment RestBlockType on BlockType {
  name
  title
  description
  icon
  category
  keywords
  parent
  ancestor
  allowedBlocks
  apiVersion
  dynamic
  attributes
  providesContext
  usesContext
  selectors
  supports
  styles
  example
  variations
  blockHooks
  editorScriptHandles
  scriptHandles
  viewScriptHandles
  viewScriptModuleIds
  editorStyleHandles
  styleHandles
  viewStyleHandles
}
    `, {"fragmentName":"RestBlockType"}) as unknown as TypedDocumentString<RestBlockTypeFragment, unknown>;
export const RestListBlockTypesDocument = new TypedDocumentString(`
    query RestListBlockTypes($namespace: String) {
  list: blockTypeList(namespace: $namespace) {
    ...RestBlockType
  }
}
    fragment RestBlockType on BlockType {
  name
  title
  description
  icon
  category
  keywords
  parent
  ancestor
  allowedBlocks
  apiVersion
  dynamic
  attributes
  providesContext
  usesContext
  selectors
  supports
  styles
  example
  variations
  blockHooks
  editorScriptHandles
  scriptHandles
  viewScriptHandles
  viewScriptModuleIds
  editorStyleHandles
  styleHandles
  viewStyleHandles
}`) as unknown as TypedDocumentString<RestListBlockTypesQuery, RestListBlockTypesQueryVariables>;
export const RestGetBlockTypeDocument = new TypedDocumentString(`
    query RestGetBlockType($name: String!) {
  item: blockType(name: $name) {
    ...RestBlockType
  }
}
    fragment RestBlockType on BlockType {
  name
  title
  description
  icon
  category
  keywords
  parent
  ancestor
  allowedBlocks
  apiVersion
  dynamic
  attributes
  providesContext
  usesContext
  selectors
  supports
  styles
  example
  variations
  blockHooks
  editorScriptHandles
  scriptHandles
  viewScriptHandles
  viewScriptModuleIds
  editorStyleHandles
  styleHandles
  viewStyleHandles
}`) as unknown as TypedDocumentString<RestGetBlockTypeQuery, RestGetBlockTypeQueryVariables>;