import { graphql } from '@/lib/api/generated';

/** The account page's operations, next to the panels that send them. */

export const AccountQuery = graphql(`
  query Account {
    me {
      id
      handle
      createdAt
      locale
    }
  }
`);

/** The viewer's sessions, newest first, 50 to a page. */
export const SessionsQuery = graphql(`
  query Sessions($after: String) {
    sessions(first: 50, after: $after) {
      edges {
        node {
          id
          device
          createdAt
          lastUsedAt
          expiresAt
          current
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const EndSessionMutation = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere(keepCurrent: false)
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String) {
    deleteAccount(password: $password)
  }
`);

/** The viewer's API tokens, newest first, 50 to a page. */
export const ApiTokensQuery = graphql(`
  query ApiTokens($after: String) {
    apiTokens(first: 50, after: $after) {
      edges {
        node {
          ...ApiTokenFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($name: String!) {
    createApiToken(name: $name) {
      token
      apiToken {
        ...ApiTokenFields
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);
