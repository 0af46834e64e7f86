/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ViewerFields on User {\n  id\n  email\n  fullName\n  avatarUrl\n  isSuperuser\n}\n\nfragment QuotaAlertStateFields on QuotaAlertState {\n  quota\n  usedToday\n  thresholdPercent\n  resetsAt\n  isMailEnabled\n}": typeof types.ViewerFieldsFragmentDoc,
    "\n  query QuotaAlerts {\n    quotaAlerts {\n      ...QuotaAlertStateFields\n    }\n  }\n": typeof types.QuotaAlertsDocument,
    "\n  query Items($skip: Int!, $limit: Int!) {\n    items(skip: $skip, limit: $limit) {\n      count\n      data {\n        id\n        ...ItemsTable_item\n        ...ItemFormDialog_item\n        ...DeleteItemDialog_item\n      }\n    }\n  }\n": typeof types.ItemsDocument,
    "\n  fragment GettingStartedState on GettingStarted {\n    hasKey\n    hasCalled\n    hasSeenUsage\n    hasPickedPlan\n    isDismissed\n  }\n": typeof types.GettingStartedStateFragmentDoc,
    "\n  query GettingStarted {\n    gettingStarted {\n      ...GettingStartedState\n    }\n  }\n": typeof types.GettingStartedDocument,
    "\n  mutation DismissGettingStarted {\n    dismissGettingStarted {\n      ...GettingStartedState\n    }\n  }\n": typeof types.DismissGettingStartedDocument,
    "\n  mutation MarkGettingStartedUsageSeen {\n    markGettingStartedUsageSeen {\n      ...GettingStartedState\n    }\n  }\n": typeof types.MarkGettingStartedUsageSeenDocument,
    "\n  fragment DeleteItemDialog_item on Item {\n    id\n    title\n  }\n": typeof types.DeleteItemDialog_ItemFragmentDoc,
    "\n  fragment ItemFormDialog_item on Item {\n    id\n    title\n    description\n  }\n": typeof types.ItemFormDialog_ItemFragmentDoc,
    "\n  fragment ItemsTable_item on Item {\n    id\n    title\n    description\n    ownerId\n    createdAt\n  }\n": typeof types.ItemsTable_ItemFragmentDoc,
    "\n  mutation CreateItem($input: ItemInput!) {\n    createItem(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateItemDocument,
    "\n  mutation DeleteItem($id: ID!) {\n    deleteItem(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteItemDocument,
    "\n  mutation UpdateItem($id: ID!, $input: ItemChangesInput!) {\n    updateItem(id: $id, input: $input) {\n      id\n      title\n      description\n      ownerId\n      createdAt\n    }\n  }\n": typeof types.UpdateItemDocument,
    "\n  query CurrentUser {\n    currentUser: viewer {\n      ...ViewerFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation SignOut {\n    signOut {\n      message\n    }\n  }\n": typeof types.SignOutDocument,
};
const documents: Documents = {
    "fragment ViewerFields on User {\n  id\n  email\n  fullName\n  avatarUrl\n  isSuperuser\n}\n\nfragment QuotaAlertStateFields on QuotaAlertState {\n  quota\n  usedToday\n  thresholdPercent\n  resetsAt\n  isMailEnabled\n}": types.ViewerFieldsFragmentDoc,
    "\n  query QuotaAlerts {\n    quotaAlerts {\n      ...QuotaAlertStateFields\n    }\n  }\n": types.QuotaAlertsDocument,
    "\n  query Items($skip: Int!, $limit: Int!) {\n    items(skip: $skip, limit: $limit) {\n      count\n      data {\n        id\n        ...ItemsTable_item\n        ...ItemFormDialog_item\n        ...DeleteItemDialog_item\n      }\n    }\n  }\n": types.ItemsDocument,
    "\n  fragment GettingStartedState on GettingStarted {\n    hasKey\n    hasCalled\n    hasSeenUsage\n    hasPickedPlan\n    isDismissed\n  }\n": types.GettingStartedStateFragmentDoc,
    "\n  query GettingStarted {\n    gettingStarted {\n      ...GettingStartedState\n    }\n  }\n": types.GettingStartedDocument,
    "\n  mutation DismissGettingStarted {\n    dismissGettingStarted {\n      ...GettingStartedState\n    }\n  }\n": types.DismissGettingStartedDocument,
    "\n  mutation MarkGettingStartedUsageSeen {\n    markGettingStartedUsageSeen {\n      ...GettingStartedState\n    }\n  }\n": types.MarkGettingStartedUsageSeenDocument,
    "\n  fragment DeleteItemDialog_item on Item {\n    id\n    title\n  }\n": types.DeleteItemDialog_ItemFragmentDoc,
    "\n  fragment ItemFormDialog_item on Item {\n    id\n    title\n    description\n  }\n": types.ItemFormDialog_ItemFragmentDoc,
    "\n  fragment ItemsTable_item on Item {\n    id\n    title\n    description\n    ownerId\n    createdAt\n  }\n": types.ItemsTable_ItemFragmentDoc,
    "\n  mutation CreateItem($input: ItemInput!) {\n    createItem(input: $input) {\n      id\n    }\n  }\n": types.CreateItemDocument,
    "\n  mutation DeleteItem($id: ID!) {\n    deleteItem(id: $id) {\n      message\n    }\n  }\n": types.DeleteItemDocument,
    "\n  mutation UpdateItem($id: ID!, $input: ItemChangesInput!) {\n    updateItem(id: $id, input: $input) {\n      id\n      title\n      description\n      ownerId\n      createdAt\n    }\n  }\n": types.UpdateItemDocument,
    "\n  query CurrentUser {\n    currentUser: viewer {\n      ...ViewerFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation SignOut {\n    signOut {\n      message\n    }\n  }\n": types.SignOutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on User {\n  id\n  email\n  fullName\n  avatarUrl\n  isSuperuser\n}\n\nfragment QuotaAlertStateFields on QuotaAlertState {\n  quota\n  usedToday\n  thresholdPercent\n  resetsAt\n  isMailEnabled\n}"): (typeof documents)["fragment ViewerFields on User {\n  id\n  email\n  fullName\n  avatarUrl\n  isSuperuser\n}\n\nfragment QuotaAlertStateFields on QuotaAlertState {\n  quota\n  usedToday\n  thresholdPercent\n  resetsAt\n  isMailEnabled\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotaAlerts {\n    quotaAlerts {\n      ...QuotaAlertStateFields\n    }\n  }\n"): (typeof documents)["\n  query QuotaAlerts {\n    quotaAlerts {\n      ...QuotaAlertStateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Items($skip: Int!, $limit: Int!) {\n    items(skip: $skip, limit: $limit) {\n      count\n      data {\n        id\n        ...ItemsTable_item\n        ...ItemFormDialog_item\n        ...DeleteItemDialog_item\n      }\n    }\n  }\n"): (typeof documents)["\n  query Items($skip: Int!, $limit: Int!) {\n    items(skip: $skip, limit: $limit) {\n      count\n      data {\n        id\n        ...ItemsTable_item\n        ...ItemFormDialog_item\n        ...DeleteItemDialog_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GettingStartedState on GettingStarted {\n    hasKey\n    hasCalled\n    hasSeenUsage\n    hasPickedPlan\n    isDismissed\n  }\n"): (typeof documents)["\n  fragment GettingStartedState on GettingStarted {\n    hasKey\n    hasCalled\n    hasSeenUsage\n    hasPickedPlan\n    isDismissed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GettingStarted {\n    gettingStarted {\n      ...GettingStartedState\n    }\n  }\n"): (typeof documents)["\n  query GettingStarted {\n    gettingStarted {\n      ...GettingStartedState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissGettingStarted {\n    dismissGettingStarted {\n      ...GettingStartedState\n    }\n  }\n"): (typeof documents)["\n  mutation DismissGettingStarted {\n    dismissGettingStarted {\n      ...GettingStartedState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkGettingStartedUsageSeen {\n    markGettingStartedUsageSeen {\n      ...GettingStartedState\n    }\n  }\n"): (typeof documents)["\n  mutation MarkGettingStartedUsageSeen {\n    markGettingStartedUsageSeen {\n      ...GettingStartedState\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeleteItemDialog_item on Item {\n    id\n    title\n  }\n"): (typeof documents)["\n  fragment DeleteItemDialog_item on Item {\n    id\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemFormDialog_item on Item {\n    id\n    title\n    description\n  }\n"): (typeof documents)["\n  fragment ItemFormDialog_item on Item {\n    id\n    title\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemsTable_item on Item {\n    id\n    title\n    description\n    ownerId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ItemsTable_item on Item {\n    id\n    title\n    description\n    ownerId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateItem($input: ItemInput!) {\n    createItem(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateItem($input: ItemInput!) {\n    createItem(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteItem($id: ID!) {\n    deleteItem(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteItem($id: ID!) {\n    deleteItem(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateItem($id: ID!, $input: ItemChangesInput!) {\n    updateItem(id: $id, input: $input) {\n      id\n      title\n      description\n      ownerId\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateItem($id: ID!, $input: ItemChangesInput!) {\n    updateItem(id: $id, input: $input) {\n      id\n      title\n      description\n      ownerId\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    currentUser: viewer {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    currentUser: viewer {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;