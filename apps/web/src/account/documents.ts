/**
 * The account page's operations, next to the panels that send them.
 * Written in `documents.graphql` and `mail.graphql`; each is its generated constant, imported by name.
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
  MailSettingsDocument as MailSettingsQuery,
  SetEmailDocument as SetEmailMutation,
  ResendEmailVerificationDocument as ResendEmailVerificationMutation,
  RemoveEmailDocument as RemoveEmailMutation,
  SetMailPreferencesDocument as SetMailPreferencesMutation,
} from '@/lib/api/generated/graphql';
