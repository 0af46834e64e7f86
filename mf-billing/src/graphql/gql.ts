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
    "\n  fragment InvoiceRow on BillingInvoice {\n    id\n    amountDue\n    amountPaid\n    currency\n    status\n    createdAt\n    url\n  }\n": typeof types.InvoiceRowFragmentDoc,
    "\n  fragment PlanGridPlan on BillingPlan {\n    id\n    name\n    requestsPerSecond\n    requestsPerDay\n    priceLabel\n    monthlyAmount\n    currency\n    isPaid\n  }\n": typeof types.PlanGridPlanFragmentDoc,
    "\n  fragment PlanSummaryStatus on BillingStatus {\n    plan {\n      id\n      name\n      requestsPerSecond\n      requestsPerDay\n    }\n    subscriptionStatus\n    cancelAtPeriodEnd\n    currentPeriodEnd\n    graceEndsAt\n    quotaUsedToday\n  }\n": typeof types.PlanSummaryStatusFragmentDoc,
    "\n  query PlanWidget {\n    billingStatus {\n      ...PlanSummaryStatus\n      plan {\n        id\n        isPaid\n      }\n      billingConfigured\n    }\n  }\n": typeof types.PlanWidgetDocument,
    "\n  mutation StartCheckout($plan: String!) {\n    startCheckout(plan: $plan) {\n      url\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  mutation OpenBillingPortal {\n    openBillingPortal {\n      url\n    }\n  }\n": typeof types.OpenBillingPortalDocument,
    "\n  query BillingPage($sessionId: String, $refresh: Boolean) {\n    billingStatus(sessionId: $sessionId, refresh: $refresh) {\n      billingConfigured\n      testMode\n      plan {\n        id\n        name\n        isPaid\n      }\n      ...PlanSummaryStatus\n      plans {\n        id\n        ...PlanGridPlan\n      }\n      invoices {\n        id\n        ...InvoiceRow\n      }\n      invoicesUnavailable\n    }\n  }\n": typeof types.BillingPageDocument,
};
const documents: Documents = {
    "\n  fragment InvoiceRow on BillingInvoice {\n    id\n    amountDue\n    amountPaid\n    currency\n    status\n    createdAt\n    url\n  }\n": types.InvoiceRowFragmentDoc,
    "\n  fragment PlanGridPlan on BillingPlan {\n    id\n    name\n    requestsPerSecond\n    requestsPerDay\n    priceLabel\n    monthlyAmount\n    currency\n    isPaid\n  }\n": types.PlanGridPlanFragmentDoc,
    "\n  fragment PlanSummaryStatus on BillingStatus {\n    plan {\n      id\n      name\n      requestsPerSecond\n      requestsPerDay\n    }\n    subscriptionStatus\n    cancelAtPeriodEnd\n    currentPeriodEnd\n    graceEndsAt\n    quotaUsedToday\n  }\n": types.PlanSummaryStatusFragmentDoc,
    "\n  query PlanWidget {\n    billingStatus {\n      ...PlanSummaryStatus\n      plan {\n        id\n        isPaid\n      }\n      billingConfigured\n    }\n  }\n": types.PlanWidgetDocument,
    "\n  mutation StartCheckout($plan: String!) {\n    startCheckout(plan: $plan) {\n      url\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  mutation OpenBillingPortal {\n    openBillingPortal {\n      url\n    }\n  }\n": types.OpenBillingPortalDocument,
    "\n  query BillingPage($sessionId: String, $refresh: Boolean) {\n    billingStatus(sessionId: $sessionId, refresh: $refresh) {\n      billingConfigured\n      testMode\n      plan {\n        id\n        name\n        isPaid\n      }\n      ...PlanSummaryStatus\n      plans {\n        id\n        ...PlanGridPlan\n      }\n      invoices {\n        id\n        ...InvoiceRow\n      }\n      invoicesUnavailable\n    }\n  }\n": types.BillingPageDocument,
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
export function graphql(source: "\n  fragment InvoiceRow on BillingInvoice {\n    id\n    amountDue\n    amountPaid\n    currency\n    status\n    createdAt\n    url\n  }\n"): (typeof documents)["\n  fragment InvoiceRow on BillingInvoice {\n    id\n    amountDue\n    amountPaid\n    currency\n    status\n    createdAt\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanGridPlan on BillingPlan {\n    id\n    name\n    requestsPerSecond\n    requestsPerDay\n    priceLabel\n    monthlyAmount\n    currency\n    isPaid\n  }\n"): (typeof documents)["\n  fragment PlanGridPlan on BillingPlan {\n    id\n    name\n    requestsPerSecond\n    requestsPerDay\n    priceLabel\n    monthlyAmount\n    currency\n    isPaid\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanSummaryStatus on BillingStatus {\n    plan {\n      id\n      name\n      requestsPerSecond\n      requestsPerDay\n    }\n    subscriptionStatus\n    cancelAtPeriodEnd\n    currentPeriodEnd\n    graceEndsAt\n    quotaUsedToday\n  }\n"): (typeof documents)["\n  fragment PlanSummaryStatus on BillingStatus {\n    plan {\n      id\n      name\n      requestsPerSecond\n      requestsPerDay\n    }\n    subscriptionStatus\n    cancelAtPeriodEnd\n    currentPeriodEnd\n    graceEndsAt\n    quotaUsedToday\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanWidget {\n    billingStatus {\n      ...PlanSummaryStatus\n      plan {\n        id\n        isPaid\n      }\n      billingConfigured\n    }\n  }\n"): (typeof documents)["\n  query PlanWidget {\n    billingStatus {\n      ...PlanSummaryStatus\n      plan {\n        id\n        isPaid\n      }\n      billingConfigured\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckout($plan: String!) {\n    startCheckout(plan: $plan) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckout($plan: String!) {\n    startCheckout(plan: $plan) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenBillingPortal {\n    openBillingPortal {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation OpenBillingPortal {\n    openBillingPortal {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingPage($sessionId: String, $refresh: Boolean) {\n    billingStatus(sessionId: $sessionId, refresh: $refresh) {\n      billingConfigured\n      testMode\n      plan {\n        id\n        name\n        isPaid\n      }\n      ...PlanSummaryStatus\n      plans {\n        id\n        ...PlanGridPlan\n      }\n      invoices {\n        id\n        ...InvoiceRow\n      }\n      invoicesUnavailable\n    }\n  }\n"): (typeof documents)["\n  query BillingPage($sessionId: String, $refresh: Boolean) {\n    billingStatus(sessionId: $sessionId, refresh: $refresh) {\n      billingConfigured\n      testMode\n      plan {\n        id\n        name\n        isPaid\n      }\n      ...PlanSummaryStatus\n      plans {\n        id\n        ...PlanGridPlan\n      }\n      invoices {\n        id\n        ...InvoiceRow\n      }\n      invoicesUnavailable\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;