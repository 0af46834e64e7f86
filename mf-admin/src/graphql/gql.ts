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
    "\n  fragment DeleteUserDialog_user on User {\n    id\n    email\n    fullName\n  }\n": typeof types.DeleteUserDialog_UserFragmentDoc,
    "\n  fragment UserFormDialog_user on User {\n    id\n    email\n    fullName\n    isSuperuser\n    isActive\n  }\n": typeof types.UserFormDialog_UserFragmentDoc,
    "\n  fragment UsersTable_user on User {\n    id\n    fullName\n    email\n    isSuperuser\n    isActive\n    createdAt\n    twoFactorEnabled\n  }\n": typeof types.UsersTable_UserFragmentDoc,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation ResetTwoFactor($userId: ID!) {\n    resetTwoFactor(userId: $userId) {\n      message\n    }\n  }\n": typeof types.ResetTwoFactorDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      email\n      fullName\n      isSuperuser\n      isActive\n      createdAt\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  query AdminUsers($skip: Int!, $limit: Int!) {\n    users(skip: $skip, limit: $limit) {\n      count\n      data {\n        id\n        ...UsersTable_user\n        ...UserFormDialog_user\n        ...DeleteUserDialog_user\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
};
const documents: Documents = {
    "\n  fragment DeleteUserDialog_user on User {\n    id\n    email\n    fullName\n  }\n": types.DeleteUserDialog_UserFragmentDoc,
    "\n  fragment UserFormDialog_user on User {\n    id\n    email\n    fullName\n    isSuperuser\n    isActive\n  }\n": types.UserFormDialog_UserFragmentDoc,
    "\n  fragment UsersTable_user on User {\n    id\n    fullName\n    email\n    isSuperuser\n    isActive\n    createdAt\n    twoFactorEnabled\n  }\n": types.UsersTable_UserFragmentDoc,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      message\n    }\n  }\n": types.DeleteUserDocument,
    "\n  mutation ResetTwoFactor($userId: ID!) {\n    resetTwoFactor(userId: $userId) {\n      message\n    }\n  }\n": types.ResetTwoFactorDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      email\n      fullName\n      isSuperuser\n      isActive\n      createdAt\n    }\n  }\n": types.UpdateUserDocument,
    "\n  query AdminUsers($skip: Int!, $limit: Int!) {\n    users(skip: $skip, limit: $limit) {\n      count\n      data {\n        id\n        ...UsersTable_user\n        ...UserFormDialog_user\n        ...DeleteUserDialog_user\n      }\n    }\n  }\n": types.AdminUsersDocument,
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
export function graphql(source: "\n  fragment DeleteUserDialog_user on User {\n    id\n    email\n    fullName\n  }\n"): (typeof documents)["\n  fragment DeleteUserDialog_user on User {\n    id\n    email\n    fullName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFormDialog_user on User {\n    id\n    email\n    fullName\n    isSuperuser\n    isActive\n  }\n"): (typeof documents)["\n  fragment UserFormDialog_user on User {\n    id\n    email\n    fullName\n    isSuperuser\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersTable_user on User {\n    id\n    fullName\n    email\n    isSuperuser\n    isActive\n    createdAt\n    twoFactorEnabled\n  }\n"): (typeof documents)["\n  fragment UsersTable_user on User {\n    id\n    fullName\n    email\n    isSuperuser\n    isActive\n    createdAt\n    twoFactorEnabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetTwoFactor($userId: ID!) {\n    resetTwoFactor(userId: $userId) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetTwoFactor($userId: ID!) {\n    resetTwoFactor(userId: $userId) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      email\n      fullName\n      isSuperuser\n      isActive\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      email\n      fullName\n      isSuperuser\n      isActive\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($skip: Int!, $limit: Int!) {\n    users(skip: $skip, limit: $limit) {\n      count\n      data {\n        id\n        ...UsersTable_user\n        ...UserFormDialog_user\n        ...DeleteUserDialog_user\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($skip: Int!, $limit: Int!) {\n    users(skip: $skip, limit: $limit) {\n      count\n      data {\n        id\n        ...UsersTable_user\n        ...UserFormDialog_user\n        ...DeleteUserDialog_user\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;