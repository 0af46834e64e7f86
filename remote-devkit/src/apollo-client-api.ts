/**
 * The part of Apollo Client the dashboard may use, as react-router-api.ts is for React Router:
 * the shared `@apollo/client` and `@apollo/client/react` are shipped shaken down to these lists
 * (about 6 kB gzip less on the signed-in home). Every app declares the same lists, so the runtime
 * always accepts the shell's shaken copy for a remote. An export missing here is absent
 * (undefined) at run time: add it here and rebuild the shell and the remotes together.
 * apollo-client-api.test.ts fails while any app, or Apollo's own React hooks, import something
 * not listed.
 */
export const APOLLO_CLIENT_EXPORTS = [
  'ApolloClient',
  'ApolloLink',
  'HttpLink',
  'InMemoryCache',
  'CombinedGraphQLErrors',
  'ServerError',
  // Imported from the package root by Apollo's own React hooks.
  'NetworkStatus',
];

export const APOLLO_CLIENT_REACT_EXPORTS = ['ApolloProvider', 'useApolloClient', 'useMutation', 'useQuery'];
