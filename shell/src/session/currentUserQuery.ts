import { graphql } from '../graphql';

/** The signed-in user as the layout needs it, aliased to the spec's cache key `currentUser`. */
export const CurrentUserQuery = graphql(`
  query CurrentUser {
    currentUser: viewer {
      id
      email
      fullName
      avatarUrl
      isSuperuser
    }
  }
`);
