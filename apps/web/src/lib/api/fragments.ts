import { graphql } from './generated';

/**
 * The selections several operations share. Each operation that spreads one gets its fields in its
 * own generated type; the fragment types name the shapes components take (see `types.ts`).
 *
 * The API prices a document by its shape (`apps/server/src/security/armor.ts`), and each fragment
 * spread inside a list weighs half as much again: the match summary, listed 20 at a time in the
 * history, spells its seats out rather than spreading another fragment (`limits.test.ts` checks
 * every operation against the API's limits).
 */

/** A table as the lobby and the history list show it. */
export const MatchSummaryFields = graphql(`
  fragment MatchSummaryFields on Match {
    id
    status
    visibility
    playerCount
    createdAt
    startedAt
    finishedAt
    options
    result
    ranked
    game {
      id
      name
    }
    createdBy {
      handle
    }
    seats {
      seat
      open
      bot
      placement
      score
      forfeited
      accountDeleted
      ready
      ratingBefore
      ratingAfter
      player {
        handle
      }
    }
  }
`);

/**
 * A table as the lobby lists it, 50 to a page: what the lists show and what a live update needs
 * to move it between them. Lighter than the summary: the API's cost limit multiplies a list's
 * selection by its `first`, so the lobby's lists spell these fields out (see `Lobby.tsx`).
 */
export const LobbyTableFields = graphql(`
  fragment LobbyTableFields on Match {
    id
    status
    ranked
    createdAt
    startedAt
    game {
      id
      name
    }
    createdBy {
      handle
    }
    seats {
      seat
      open
      bot
      player {
        handle
      }
    }
  }
`);

/** A table as its page shows it, for this viewer. */
export const MatchDetailFields = graphql(`
  fragment MatchDetailFields on Match {
    ...MatchSummaryFields
    game {
      id
      name
      minPlayers
      maxPlayers
    }
    host {
      handle
    }
    challenged {
      handle
    }
    seq
    seedHash
    seed
    viewerSeat
    activeSeats
    legalActions
    logUrl
    viewJson
    clocks {
      seat
      bankMs
      deadline
      leftMs
      timeouts
    }
    clockSettings {
      perDecisionMs
      bankMs
      maxTimeouts
    }
    stakes {
      seat
      rating
      provisional
      ifFirst
      ifLast
    }
    rematchOf
    rematch {
      id
      status
      seats {
        seat
        ready
        player {
          handle
        }
      }
    }
    lastMoveAt
    absentAfterMs
    absenceVotes {
      seat
      voter {
        handle
      }
      choice
    }
  }
`);

/** One applied action and the events the viewer may see. */
export const LogEntryFields = graphql(`
  fragment LogEntryFields on LogEntry {
    seq
    seat
    action
    events
    at
    timedOut
  }
`);

/** A ranked queue ticket, with the match it found. */
export const QueueTicketFields = graphql(`
  fragment QueueTicketFields on QueueTicket {
    id
    playerCounts
    preset
    status
    waitedSeconds
    playersWaiting
    estimatedWaitSeconds
    game {
      id
      name
    }
    match {
      id
      status
      viewerSeat
      seats {
        seat
        forfeited
      }
    }
  }
`);

export const WinRateFields = graphql(`
  fragment WinRateFields on WinRate {
    key
    games
    wins
    rate
  }
`);

export const ApiTokenFields = graphql(`
  fragment ApiTokenFields on ApiToken {
    id
    name
    createdAt
    lastUsedAt
  }
`);
