import type { CodegenConfig } from '@graphql-codegen/cli';

/** Resolver types come from the SDL files: the schema is the one source of truth. */
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  generates: {
    'src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#Context',
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: true,
        scalars: { JSON: 'unknown', DateTime: 'Date | string' },
        mappers: {
          Match: '../matches/model.js#MatchNode',
          MatchUpdate: '../matches/model.js#MatchUpdateModel',
          MyGame: '../matches/my-games.js#MyGameModel',
          LobbyEvent: '../matches/model.js#LobbyEventModel',
          LogEntry: '../matches/redaction.js#VisibleLogEntry',
          Game: '../engine/port.js#GameInfo',
          GameOption: '@brethren/engine#OptionDescriptor',
          CartagenaView: '../views/models.js#CartagenaViewModel',
          PortRoyalView: '../views/models.js#PortRoyalViewModel',
          TortugaView: '../views/models.js#TortugaViewModel',
          TortugaPending: '../views/models.js#TortugaPendingModel',
          PiratesCoveView: '../views/models.js#PiratesCoveViewModel',
          PiratesCovePrompt: '../views/models.js#PiratesCovePromptModel',
          RankedQueue: '../ranked/models.js#RankedQueueModel',
          QueueTicket: '../ranked/models.js#QueueTicketModel',
          PlayerProfile: '../ranked/models.js#PlayerProfileModel',
          PlayerGameRating: '../ranked/models.js#PlayerGameRatingModel',
          GameStats: '../ranked/models.js#GameStatsModel',
          TurnBasedCompletion: '../ranked/models.js#TurnBasedCompletionModel',
          Session: '../accounts/token-keeper.js#SessionInfo',
          ChatMessage: '../chat/model.js#ChatMessageModel',
          ReportedChatMessage: '../moderation/model.js#ReportedMessageModel',
          Challenge: '../people/repository.js#ChallengeRow',
          Player: '../people/models.js#PlayerModel',
          User: '../people/models.js#UserModel',
          Notification: '../notifications/model.js#NotificationRecord',
          NotificationConnection: '../notifications/service.js#NotificationPage',
          Vacation: '../vacations/service.js#VacationModel',
          MailSettings: '../mail/service.js#MailSettingsModel',
          MailUnsubscribe: '../mail/service.js#UnsubscribeModel',
          Tournament: '../tournaments/model.js#TournamentRecord',
          MatchReview: '../reviews/model.js#ReviewRecord',
          TournamentTable: '../tournaments/model.js#TournamentTableModel',
        },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
