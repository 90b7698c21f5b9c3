/**
 * The account page's operations, next to the panels that send them.
 * Written in `documents.graphql`; each is its generated constant, imported by name.
 */
export {
  AccountDocument as AccountQuery,
  SessionsDocument as SessionsQuery,
  EndSessionDocument as EndSessionMutation,
  SignOutEverywhereDocument as SignOutEverywhereMutation,
  ChangePasswordDocument as ChangePasswordMutation,
  DeleteAccountDocument as DeleteAccountMutation,
  ApiTokensDocument as ApiTokensQuery,
  CreateApiTokenDocument as CreateApiTokenMutation,
  RevokeApiTokenDocument as RevokeApiTokenMutation,
} from '@/lib/api/generated/graphql';
