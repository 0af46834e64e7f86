/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ItemChangesInput = {
  description?: string | null | undefined;
  title?: string | null | undefined;
};

export type ItemInput = {
  description?: string | null | undefined;
  title: string;
};

export type ViewerFieldsFragment = { id: string, email: string, fullName: string | null, avatarUrl: string | null, isSuperuser: boolean };

export type QuotaAlertStateFieldsFragment = { quota: number, usedToday: number, thresholdPercent: number | null, resetsAt: string, isMailEnabled: boolean };

export type QuotaAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type QuotaAlertsQuery = { quotaAlerts: { quota: number, usedToday: number, thresholdPercent: number | null, resetsAt: string, isMailEnabled: boolean } };

export type ItemsQueryVariables = Exact<{
  skip: number;
  limit: number;
}>;


export type ItemsQuery = { items: { count: number, data: Array<{ id: string, title: string, description: string | null, ownerId: string, createdAt: string }> } };

export type GettingStartedStateFragment = { hasKey: boolean, hasCalled: boolean, hasSeenUsage: boolean, hasPickedPlan: boolean, isDismissed: boolean };

export type GettingStartedQueryVariables = Exact<{ [key: string]: never; }>;


export type GettingStartedQuery = { gettingStarted: { hasKey: boolean, hasCalled: boolean, hasSeenUsage: boolean, hasPickedPlan: boolean, isDismissed: boolean } };

export type DismissGettingStartedMutationVariables = Exact<{ [key: string]: never; }>;


export type DismissGettingStartedMutation = { dismissGettingStarted: { hasKey: boolean, hasCalled: boolean, hasSeenUsage: boolean, hasPickedPlan: boolean, isDismissed: boolean } };

export type MarkGettingStartedUsageSeenMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkGettingStartedUsageSeenMutation = { markGettingStartedUsageSeen: { hasKey: boolean, hasCalled: boolean, hasSeenUsage: boolean, hasPickedPlan: boolean, isDismissed: boolean } };

export type DeleteItemDialog_ItemFragment = { id: string, title: string };

export type ItemFormDialog_ItemFragment = { id: string, title: string, description: string | null };

export type ItemsTable_ItemFragment = { id: string, title: string, description: string | null, ownerId: string, createdAt: string };

export type CreateItemMutationVariables = Exact<{
  input: ItemInput;
}>;


export type CreateItemMutation = { createItem: { id: string } };

export type DeleteItemMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteItemMutation = { deleteItem: { message: string } };

export type UpdateItemMutationVariables = Exact<{
  id: string | number;
  input: ItemChangesInput;
}>;


export type UpdateItemMutation = { updateItem: { id: string, title: string, description: string | null, ownerId: string, createdAt: string } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { currentUser: { id: string, email: string, fullName: string | null, avatarUrl: string | null, isSuperuser: boolean } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { message: string } };

export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperuser"}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const QuotaAlertStateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuotaAlertStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuotaAlertState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"usedToday"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdPercent"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMailEnabled"}}]}}]} as unknown as DocumentNode<QuotaAlertStateFieldsFragment, unknown>;
export const GettingStartedStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GettingStartedState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GettingStarted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasKey"}},{"kind":"Field","name":{"kind":"Name","value":"hasCalled"}},{"kind":"Field","name":{"kind":"Name","value":"hasSeenUsage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPickedPlan"}},{"kind":"Field","name":{"kind":"Name","value":"isDismissed"}}]}}]} as unknown as DocumentNode<GettingStartedStateFragment, unknown>;
export const DeleteItemDialog_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeleteItemDialog_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]} as unknown as DocumentNode<DeleteItemDialog_ItemFragment, unknown>;
export const ItemFormDialog_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFormDialog_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]} as unknown as DocumentNode<ItemFormDialog_ItemFragment, unknown>;
export const ItemsTable_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ItemsTable_ItemFragment, unknown>;
export const QuotaAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuotaAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quotaAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuotaAlertStateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuotaAlertStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuotaAlertState"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quota"}},{"kind":"Field","name":{"kind":"Name","value":"usedToday"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdPercent"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"isMailEnabled"}}]}}]} as unknown as DocumentNode<QuotaAlertsQuery, QuotaAlertsQueryVariables>;
export const ItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Items"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemsTable_item"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemFormDialog_item"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeleteItemDialog_item"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemsTable_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemFormDialog_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeleteItemDialog_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]} as unknown as DocumentNode<ItemsQuery, ItemsQueryVariables>;
export const GettingStartedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GettingStarted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gettingStarted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GettingStartedState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GettingStartedState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GettingStarted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasKey"}},{"kind":"Field","name":{"kind":"Name","value":"hasCalled"}},{"kind":"Field","name":{"kind":"Name","value":"hasSeenUsage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPickedPlan"}},{"kind":"Field","name":{"kind":"Name","value":"isDismissed"}}]}}]} as unknown as DocumentNode<GettingStartedQuery, GettingStartedQueryVariables>;
export const DismissGettingStartedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissGettingStarted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissGettingStarted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GettingStartedState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GettingStartedState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GettingStarted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasKey"}},{"kind":"Field","name":{"kind":"Name","value":"hasCalled"}},{"kind":"Field","name":{"kind":"Name","value":"hasSeenUsage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPickedPlan"}},{"kind":"Field","name":{"kind":"Name","value":"isDismissed"}}]}}]} as unknown as DocumentNode<DismissGettingStartedMutation, DismissGettingStartedMutationVariables>;
export const MarkGettingStartedUsageSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkGettingStartedUsageSeen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markGettingStartedUsageSeen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GettingStartedState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GettingStartedState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GettingStarted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasKey"}},{"kind":"Field","name":{"kind":"Name","value":"hasCalled"}},{"kind":"Field","name":{"kind":"Name","value":"hasSeenUsage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPickedPlan"}},{"kind":"Field","name":{"kind":"Name","value":"isDismissed"}}]}}]} as unknown as DocumentNode<MarkGettingStartedUsageSeenMutation, MarkGettingStartedUsageSeenMutationVariables>;
export const CreateItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateItemMutation, CreateItemMutationVariables>;
export const DeleteItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteItemMutation, DeleteItemMutationVariables>;
export const UpdateItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemChangesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<UpdateItemMutation, UpdateItemMutationVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"currentUser"},"name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperuser"}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;