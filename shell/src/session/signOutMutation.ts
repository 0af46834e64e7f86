import { graphql } from '../graphql';

/** Ends the server's session of the token, so that the token is refused even if it was copied. */
export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut {
      message
    }
  }
`);
