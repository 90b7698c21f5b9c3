/**
 * The tournament operations the web app sends: lists, a tournament and its live feed, and the
 * creator's and players' mutations. Written in `documents.graphql`; each is its generated constant.
 */
export {
  TournamentsDocument as TournamentsQuery,
  TournamentDocument as TournamentQuery,
  TournamentUpdatedDocument as TournamentUpdatedSubscription,
  CreateTournamentDocument as CreateTournamentMutation,
  JoinTournamentDocument as JoinTournamentMutation,
  LeaveTournamentDocument as LeaveTournamentMutation,
  StartTournamentDocument as StartTournamentMutation,
  PauseTournamentDocument as PauseTournamentMutation,
  ResumeTournamentDocument as ResumeTournamentMutation,
  PlayerTournamentsDocument as PlayerTournamentsQuery,
} from '@/lib/api/generated/graphql';
export type {
  TournamentDetailFieldsFragment as TournamentDetail,
  TournamentSummaryFieldsFragment as TournamentSummary,
  TournamentFormat,
} from '@/lib/api/generated/graphql';
