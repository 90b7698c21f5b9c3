import type common from '../../messages/en/common.json';
import type crash from '../../messages/en/crash.json';
import type table from '../../messages/en/table.json';
import type errors from '../../messages/en/errors.json';
import type auth from '../../messages/en/auth.json';
import type lobby from '../../messages/en/lobby.json';
import type match from '../../messages/en/match.json';
import type chat from '../../messages/en/chat.json';
import type account from '../../messages/en/account.json';
import type ranked from '../../messages/en/ranked.json';
import type history from '../../messages/en/history.json';
import type replay from '../../messages/en/replay.json';
import type review from '../../messages/en/review.json';
import type apiDocs from '../../messages/en/apiDocs.json';
import type openData from '../../messages/en/openData.json';
import type cartagena from '../../messages/en/cartagena.json';
import type portRoyal from '../../messages/en/portRoyal.json';
import type tortuga from '../../messages/en/tortuga.json';
import type piratesCove from '../../messages/en/piratesCove.json';
import type learn from '../../messages/en/learn.json';
import type turns from '../../messages/en/turns.json';
import type tournaments from '../../messages/en/tournaments.json';
import type cartagenaRules from '../../messages/en/cartagenaRules.json';
import type tortugaRules from '../../messages/en/tortugaRules.json';
import type portRoyalRules from '../../messages/en/portRoyalRules.json';
import type piratesCoveRules from '../../messages/en/piratesCoveRules.json';
import type { Locale } from './locales';

// English is the reference catalogue: a key missing from it is a type error wherever it is used.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: {
      common: typeof common;
      crash: typeof crash;
      table: typeof table;
      errors: typeof errors;
      auth: typeof auth;
      lobby: typeof lobby;
      match: typeof match;
      chat: typeof chat;
      account: typeof account;
      ranked: typeof ranked;
      history: typeof history;
      replay: typeof replay;
      review: typeof review;
      apiDocs: typeof apiDocs;
      openData: typeof openData;
      cartagena: typeof cartagena;
      portRoyal: typeof portRoyal;
      tortuga: typeof tortuga;
      piratesCove: typeof piratesCove;
      learn: typeof learn;
      turns: typeof turns;
      tournaments: typeof tournaments;
      cartagenaRules: typeof cartagenaRules;
      tortugaRules: typeof tortugaRules;
      portRoyalRules: typeof portRoyalRules;
      piratesCoveRules: typeof piratesCoveRules;
    };
  }
}
