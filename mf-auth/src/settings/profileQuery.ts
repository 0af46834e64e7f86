import { graphql } from '../graphql';

/** Everything the settings tabs show about the signed-in user. */
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
  }
`);
