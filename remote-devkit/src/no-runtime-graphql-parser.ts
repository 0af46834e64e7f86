// Replaces `graphql-tag` (re-exported by @apollo/client as `gql`) in every federated build.
// Operations are compiled ahead of time by graphql-codegen, so the browser never needs a GraphQL
// parser; leaving it out of the shared @apollo/client saves ~8 kB gzip on every first load.
const message =
  'gql`...` is not available in the Touchline dashboard: write the operation with the generated `graphql()` function (npm run codegen) instead.';

export function gql(): never {
  throw new Error(message);
}
export function resetCaches() {}
export function disableFragmentWarnings() {}
export function enableExperimentalFragmentVariables() {}
export function disableExperimentalFragmentVariables() {}
export default gql;
