import { graphql } from '../graphql';

/** Everything the settings tabs show about the signed-in user, with the e-mail change waiting for its link. */
export const SettingsProfileQuery = graphql(`
  query SettingsProfile {
    viewer {
      id
      email
      fullName
      avatarUrl
      isActive
      isSuperuser
      createdAt
    }
    pendingEmailChange {
      newEmail
      expiresAt
    }
  }
`);
