/** The operations of the pages that mail links open; written in `links.graphql`. */
export {
  VerifyEmailDocument as VerifyEmailMutation,
  MailUnsubscribeLinkDocument as MailUnsubscribeLinkQuery,
  UnsubscribeMailDocument as UnsubscribeMailMutation,
  RequestPasswordResetDocument as RequestPasswordResetMutation,
  ResetPasswordDocument as ResetPasswordMutation,
} from '@/lib/api/generated/graphql';
