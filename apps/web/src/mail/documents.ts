/** The operations of the pages that mail links open; written in `links.graphql`. */
export {
  VerifyEmailDocument as VerifyEmailMutation,
  MailUnsubscribeLinkDocument as MailUnsubscribeLinkQuery,
  UnsubscribeMailDocument as UnsubscribeMailMutation,
} from '@/lib/api/generated/graphql';
