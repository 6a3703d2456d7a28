/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../schema-types.generated.js';

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type RestTypeFragment = { name: string, label: string, description: string, hierarchical: boolean, restBase: string, taxonomies: Array<string>, supports: Array<string>, icon: string | null, viewable: boolean, showUi: boolean, showInNavMenus: boolean, canEdit: boolean, labels: { name: string, singularName: string, addNew: string, addNewItem: string, editItem: string, newItem: string, viewItem: string, viewItems: string, searchItems: string, notFound: string, notFoundInTrash: string, parentItemColon: string | null, allItems: string, archives: string, attributes: string, insertIntoItem: string, uploadedToThisItem: string, featuredImage: string, setFeaturedImage: string, removeFeaturedImage: string, useFeaturedImage: string, filterItemsList: string, filterByDate: string, itemsListNavigation: string, itemsList: string, itemPublished: string, itemPublishedPrivately: string, itemRevertedToDraft: string, itemTrashed: string, itemScheduled: string, itemUpdated: string, itemLink: string, itemLinkDescription: string, menuName: string, nameAdminBar: string, templateName: string | null }, capabilities: Array<{ name: string, capability: string }> };

export type RestTaxonomyFragment = { name: string, label: string, hierarchical: boolean, public: boolean, restBase: string, types: Array<string>, canAssign: boolean, canCreate: boolean, labels: { name: string, singularName: string, searchItems: string, popularItems: string | null, allItems: string, parentItem: string | null, parentItemColon: string | null, nameFieldDescription: string, slugFieldDescription: string, parentFieldDescription: string | null, descFieldDescription: string, editItem: string, viewItem: string, updateItem: string, addNewItem: string, newItemName: string, separateItemsWithCommas: string | null, addOrRemoveItems: string | null, chooseFromMostUsed: string | null, notFound: string, noTerms: string, filterByItem: string | null, itemsListNavigation: string, itemsList: string, mostUsed: string, backToItems: string, itemLink: string, itemLinkDescription: string, menuName: string, nameAdminBar: string, archives: string | null, templateName: string }, capabilities: Array<{ name: string, capability: string }> };

export type RestStatusFragment = { name: string, label: string, public: boolean, protected: boolean, private: boolean, queryable: boolean, showInList: boolean, dateFloating: boolean };

export type RestListTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestListTypesQuery = { list: Array<{ name: string, label: string, description: string, hierarchical: boolean, restBase: string, taxonomies: Array<string>, supports: Array<string>, icon: string | null, viewable: boolean, showUi: boolean, showInNavMenus: boolean, canEdit: boolean, labels: { name: string, singularName: string, addNew: string, addNewItem: string, editItem: string, newItem: string, viewItem: string, viewItems: string, searchItems: string, notFound: string, notFoundInTrash: string, parentItemColon: string | null, allItems: string, archives: string, attributes: string, insertIntoItem: string, uploadedToThisItem: string, featuredImage: string, setFeaturedImage: string, removeFeaturedImage: string, useFeaturedImage: string, filterItemsList: string, filterByDate: string, itemsListNavigation: string, itemsList: string, itemPublished: string, itemPublishedPrivately: string, itemRevertedToDraft: string, itemTrashed: string, itemScheduled: string, itemUpdated: string, itemLink: string, itemLinkDescription: string, menuName: string, nameAdminBar: string, templateName: string | null }, capabilities: Array<{ name: string, capability: string }> }> };

export type RestGetTypeQueryVariables = Exact<{
  name: string;
}>;


export type RestGetTypeQuery = { item: { name: string, label: string, description: string, hierarchical: boolean, restBase: string, taxonomies: Array<string>, supports: Array<string>, icon: string | null, viewable: boolean, showUi: boolean, showInNavMenus: boolean, canEdit: boolean, labels: { name: string, singularName: string, addNew: string, addNewItem: string, editItem: string, newItem: string, viewItem: string, viewItems: string, searchItems: string, notFound: string, notFoundInTrash: string, parentItemColon: string | null, allItems: string, archives: string, attributes: string, insertIntoItem: string, uploadedToThisItem: string, featuredImage: string, setFeaturedImage: string, removeFeaturedImage: string, useFeaturedImage: string, filterItemsList: string, filterByDate: string, itemsListNavigation: string, itemsList: string, itemPublished: string, itemPublishedPrivately: string, itemRevertedToDraft: string, itemTrashed: string, itemScheduled: string, itemUpdated: string, itemLink: string, itemLinkDescription: string, menuName: string, nameAdminBar: string, templateName: string | null }, capabilities: Array<{ name: string, capability: string }> } };

export type RestListTaxonomiesQueryVariables = Exact<{
  type?: string | null | undefined;
}>;


export type RestListTaxonomiesQuery = { list: Array<{ name: string, label: string, hierarchical: boolean, public: boolean, restBase: string, types: Array<string>, canAssign: boolean, canCreate: boolean, labels: { name: string, singularName: string, searchItems: string, popularItems: string | null, allItems: string, parentItem: string | null, parentItemColon: string | null, nameFieldDescription: string, slugFieldDescription: string, parentFieldDescription: string | null, descFieldDescription: string, editItem: string, viewItem: string, updateItem: string, addNewItem: string, newItemName: string, separateItemsWithCommas: string | null, addOrRemoveItems: string | null, chooseFromMostUsed: string | null, notFound: string, noTerms: string, filterByItem: string | null, itemsListNavigation: string, itemsList: string, mostUsed: string, backToItems: string, itemLink: string, itemLinkDescription: string, menuName: string, nameAdminBar: string, archives: string | null, templateName: string }, capabilities: Array<{ name: string, capability: string }> }> };

export type RestGetTaxonomyQueryVariables = Exact<{
  name: string;
}>;


export type RestGetTaxonomyQuery = { item: { name: string, label: string, hierarchical: boolean, public: boolean, restBase: string, types: Array<string>, canAssign: boolean, canCreate: boolean, labels: { name: string, singularName: string, searchItems: string, popularItems: string | null, allItems: string, parentItem: string | null, parentItemColon: string | null, nameFieldDescription: string, slugFieldDescription: string, parentFieldDescription: string | null, descFieldDescription: string, editItem: string, viewItem: string, updateItem: string, addNewItem: string, newItemName: string, separateItemsWithCommas: string | null, addOrRemoveItems: string | null, chooseFromMostUsed: string | null, notFound: string, noTerms: string, filterByItem: string | null, itemsListNavigation: string, itemsList: string, mostUsed: string, backToItems: string, itemLink: string, itemLinkDescription: string, menuName: string, nameAdminBar: string, archives: string | null, templateName: string }, capabilities: Array<{ name: string, capability: string }> } };

export type RestListStatusesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestListStatusesQuery = { list: Array<{ name: string, label: string, public: boolean, protected: boolean, private: boolean, queryable: boolean, showInList: boolean, dateFloating: boolean }> };

export type RestGetStatusQueryVariables = Exact<{
  name: string;
}>;


export type RestGetStatusQuery = { item: { name: string, label: string, public: boolean, protected: boolean, private: boolean, queryable: boolean, showInList: boolean, dateFloating: boolean } };

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
export const RestTypeFragmentDoc = new TypedDocumentString(`
    fragment RestType on ContentTypeInfo {
  name
  label
  description
  hierarchical
  restBase
  taxonomies
  supports
  labels {
    name
    singularName
    addNew
    addNewItem
    editItem
    newItem
    viewItem
    viewItems
    searchItems
    notFound
    notFoundInTrash
    parentItemColon
    allItems
    archives
    attributes
    insertIntoItem
    uploadedToThisItem
    featuredImage
    setFeaturedImage
    removeFeaturedImage
    useFeaturedImage
    filterItemsList
    filterByDate
    itemsListNavigation
    itemsList
    itemPublished
    itemPublishedPrivately
    itemRevertedToDraft
    itemTrashed
    itemScheduled
    itemUpdated
    itemLink
    itemLinkDescription
    menuName
    nameAdminBar
    templateName
  }
  icon
  viewable
  showUi
  showInNavMenus
  capabilities {
    name
    capability
  }
  canEdit
}
    `, {"fragmentName":"RestType"}) as unknown as TypedDocumentString<RestTypeFragment, unknown>;
export const RestTaxonomyFragmentDoc = new TypedDocumentString(`
    fragment RestTaxonomy on TaxonomyInfo {
  labels {
    name
    singularName
    searchItems
    popularItems
    allItems
    parentItem
    parentItemColon
    nameFieldDescription
    slugFieldDescription
    parentFieldDescription
    descFieldDescription
    editItem
    viewItem
    updateItem
    addNewItem
    newItemName
    separateItemsWithCommas
    addOrRemoveItems
    chooseFromMostUsed
    notFound
    noTerms
    filterByItem
    itemsListNavigation
    itemsList
    mostUsed
    backToItems
    itemLink
    itemLinkDescription
    menuName
    nameAdminBar
    archives
    templateName
  }
  name
  label
  hierarchical
  public
  restBase
  types
  capabilities {
    name
    capability
  }
  canAssign
  canCreate
}
    `, {"fragmentName":"RestTaxonomy"}) as unknown as TypedDocumentString<RestTaxonomyFragment, unknown>;
export const RestStatusFragmentDoc = new TypedDocumentString(`
    fragment RestStatus on PostStatusInfo {
  name
  label
  public
  protected
  private
  queryable
  showInList
  dateFloating
}
    `, {"fragmentName":"RestStatus"}) as unknown as TypedDocumentString<RestStatusFragment, unknown>;
export const RestListTypesDocument = new TypedDocumentString(`
    query RestListTypes {
  list: contentTypeList {
    ...RestType
  }
}
    fragment RestType on ContentTypeInfo {
  name
  label
  description
  hierarchical
  restBase
  taxonomies
  supports
  labels {
    name
    singularName
    addNew
    addNewItem
    editItem
    newItem
    viewItem
    viewItems
    searchItems
    notFound
    notFoundInTrash
    parentItemColon
    allItems
    archives
    attributes
    insertIntoItem
    uploadedToThisItem
    featuredImage
    setFeaturedImage
    removeFeaturedImage
    useFeaturedImage
    filterItemsList
    filterByDate
    itemsListNavigation
    itemsList
    itemPublished
    itemPublishedPrivately
    itemRevertedToDraft
    itemTrashed
    itemScheduled
    itemUpdated
    itemLink
    itemLinkDescription
    menuName
    nameAdminBar
    templateName
  }
  icon
  viewable
  showUi
  showInNavMenus
  capabilities {
    name
    capability
  }
  canEdit
}`) as unknown as TypedDocumentString<RestListTypesQuery, RestListTypesQueryVariables>;
export const RestGetTypeDocument = new TypedDocumentString(`
    query RestGetType($name: String!) {
  item: contentType(name: $name) {
    ...RestType
  }
}
    fragment RestType on ContentTypeInfo {
  name
  label
  description
  hierarchical
  restBase
  taxonomies
  supports
  labels {
    name
    singularName
    addNew
    addNewItem
    editItem
    newItem
    viewItem
    viewItems
    searchItems
    notFound
    notFoundInTrash
    parentItemColon
    allItems
    archives
    attributes
    insertIntoItem
    uploadedToThisItem
    featuredImage
    setFeaturedImage
    removeFeaturedImage
    useFeaturedImage
    filterItemsList
    filterByDate
    itemsListNavigation
    itemsList
    itemPublished
    itemPublishedPrivately
    itemRevertedToDraft
    itemTrashed
    itemScheduled
    itemUpdated
    itemLink
    itemLinkDescription
    menuName
    nameAdminBar
    templateName
  }
  icon
  viewable
  showUi
  showInNavMenus
  capabilities {
    name
    capability
  }
  canEdit
}`) as unknown as TypedDocumentString<RestGetTypeQuery, RestGetTypeQueryVariables>;
export const RestListTaxonomiesDocument = new TypedDocumentString(`
    query RestListTaxonomies($type: String) {
  list: taxonomyList(type: $type) {
    ...RestTaxonomy
  }
}
    fragment RestTaxonomy on TaxonomyInfo {
  labels {
    name
    singularName
    searchItems
    popularItems
    allItems
    parentItem
    parentItemColon
    nameFieldDescription
    slugFieldDescription
    parentFieldDescription
    descFieldDescription
    editItem
    viewItem
    updateItem
    addNewItem
    newItemName
    separateItemsWithCommas
    addOrRemoveItems
    chooseFromMostUsed
    notFound
    noTerms
    filterByItem
    itemsListNavigation
    itemsList
    mostUsed
    backToItems
    itemLink
    itemLinkDescription
    menuName
    nameAdminBar
    archives
    templateName
  }
  name
  label
  hierarchical
  public
  restBase
  types
  capabilities {
    name
    capability
  }
  canAssign
  canCreate
}`) as unknown as TypedDocumentString<RestListTaxonomiesQuery, RestListTaxonomiesQueryVariables>;
export const RestGetTaxonomyDocument = new TypedDocumentString(`
    query RestGetTaxonomy($name: String!) {
  item: taxonomy(name: $name) {
    ...RestTaxonomy
  }
}
    fragment RestTaxonomy on TaxonomyInfo {
  labels {
    name
    singularName
    searchItems
    popularItems
    allItems
    parentItem
    parentItemColon
    nameFieldDescription
    slugFieldDescription
    parentFieldDescription
    descFieldDescription
    editItem
    viewItem
    updateItem
    addNewItem
    newItemName
    separateItemsWithCommas
    addOrRemoveItems
    chooseFromMostUsed
    notFound
    noTerms
    filterByItem
    itemsListNavigation
    itemsList
    mostUsed
    backToItems
    itemLink
    itemLinkDescription
    menuName
    nameAdminBar
    archives
    templateName
  }
  name
  label
  hierarchical
  public
  restBase
  types
  capabilities {
    name
    capability
  }
  canAssign
  canCreate
}`) as unknown as TypedDocumentString<RestGetTaxonomyQuery, RestGetTaxonomyQueryVariables>;
export const RestListStatusesDocument = new TypedDocumentString(`
    query RestListStatuses {
  list: postStatusList {
    ...RestStatus
  }
}
    fragment RestStatus on PostStatusInfo {
  name
  label
  public
  protected
  private
  queryable
  showInList
  dateFloating
}`) as unknown as TypedDocumentString<RestListStatusesQuery, RestListStatusesQueryVariables>;
export const RestGetStatusDocument = new TypedDocumentString(`
    query RestGetStatus($name: String!) {
  item: postStatus(name: $name) {
    ...RestStatus
  }
}
    fragment RestStatus on PostStatusInfo {
  name
  label
  public
  protected
  private
  queryable
  showInList
  dateFloating
}`) as unknown as TypedDocumentString<RestGetStatusQuery, RestGetStatusQueryVariables>;