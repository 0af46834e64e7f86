import { graphql } from '../graphql';

/**
 * The signed-in user as the layout needs it (shell-contract's `ViewerFields`, which a remote's profile
 * change asks for too), aliased to the spec's cache key `currentUser`.
 */
export const CurrentUserQuery = graphql(`
  query CurrentUser {
    currentUser: viewer {
      ...ViewerFields
    }
  }
`);
