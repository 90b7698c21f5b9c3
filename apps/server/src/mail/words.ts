import type { NotificationKind } from '../notifications/model.js';

/** The languages mail is written in: the web app's (an account's `locale`), English otherwise. */
export type MailLocale = 'en' | 'it' | 'fr';

export function mailLocale(locale: string | null | undefined): MailLocale {
  return locale === 'it' || locale === 'fr' ? locale : 'en';
}

/** What a notification's words need: the game's name, the other players, who asked, the placement. */
export interface EventFacts {
  readonly game: string;
  /** The other people at the table, already joined into a list in the mail's language ("" for none). */
  readonly opponents: string;
  readonly from: string;
  /** The placement as an ordinal in the mail's language ("1st"), with the number of seats. */
  readonly placement: string | null;
  readonly players: number | null;
  /** TOURNAMENT_ROUND: the tournament's name. */
  readonly tournament: string;
}

/** One kind's words: the subject, the sentence, and the button that opens the table. */
interface EventWords {
  readonly subject: (facts: EventFacts) => string;
  readonly line: (facts: EventFacts) => string;
  readonly action: string;
}

export interface MailWords {
  readonly greeting: (handle: string) => string;
  readonly events: Readonly<Record<NotificationKind, EventWords>>;
  /** How the account page names each kind (the same words as the web app's settings). */
  readonly kinds: Readonly<Record<NotificationKind, string>>;
  readonly ordinal: (n: number) => string;
  readonly digest: {
    readonly subject: (count: number) => string;
    readonly intro: string;
    readonly why: (handle: string) => string;
  };
  readonly verification: {
    readonly subject: string;
    readonly line: (handle: string) => string;
    readonly action: string;
    readonly expires: (hours: number) => string;
    readonly ignore: string;
  };
  readonly recovery: {
    readonly subject: string;
    readonly line: (handle: string) => string;
    readonly action: string;
    readonly expires: (minutes: number) => string;
    readonly ignore: string;
  };
  readonly why: (kind: string, handle: string) => string;
  readonly stopKind: (kind: string) => string;
  readonly stopAll: string;
  readonly settings: string;
  /** Between a link's label and its address in plain text (French puts a space before the colon). */
  readonly colon: string;
}

const against = (facts: EventFacts, word: string) => (facts.opponents ? ` ${word} ${facts.opponents}` : '');

const en: MailWords = {
  greeting: (handle) => `Hello ${handle},`,
  events: {
    YOUR_TURN: {
      subject: (f) => `Your turn at ${f.game}${against(f, 'against')}`,
      line: (f) => `It is your turn in your ${f.game} match${against(f, 'against')}.`,
      action: 'Open the table',
    },
    MATCH_FINISHED: {
      subject: (f) =>
        f.placement ? `${f.game} is over: you finished ${f.placement} of ${f.players}` : `${f.game} is over`,
      line: (f) =>
        `Your ${f.game} match${against(f, 'against')} is over` +
        (f.placement ? `: you finished ${f.placement} of ${f.players}.` : '.'),
      action: 'See the result',
    },
    INVITED: {
      subject: (f) => `${f.from} offers you a rematch of ${f.game}`,
      line: (f) => `${f.from} offers you a rematch of your ${f.game} match: your seat is waiting for you.`,
      action: 'Open the table',
    },
    CHALLENGED: {
      subject: (f) => `${f.from} challenges you to ${f.game}`,
      line: (f) => `${f.from} challenges you to a match of ${f.game}.`,
      action: 'Answer the challenge',
    },
    TOURNAMENT_ROUND: {
      subject: (f) => `Your table in ${f.tournament} is ready`,
      line: (f) => `Your table in ${f.tournament} (${f.game}) is ready${against(f, 'against')}.`,
      action: 'Open the table',
    },
  },
  kinds: {
    YOUR_TURN: 'Your turn',
    CHALLENGED: 'Challenges',
    INVITED: 'Rematch offers',
    MATCH_FINISHED: 'Results',
    TOURNAMENT_ROUND: 'Tournament rounds',
  },
  ordinal: (n) => {
    const suffix = { one: 'st', two: 'nd', few: 'rd' } as Record<string, string>;
    return `${n}${suffix[new Intl.PluralRules('en', { type: 'ordinal' }).select(n)] ?? 'th'}`;
  },
  digest: {
    subject: (count) => `Your Brethren digest: ${count === 1 ? '1 notification' : `${count} notifications`}`,
    intro: 'Here is what happened while you were away:',
    why: (handle) => `You get this daily digest because mail in a digest is on for the account ${handle}.`,
  },
  verification: {
    subject: 'Confirm your email address for Brethren',
    line: (handle) => `To get Brethren’s mail for the account ${handle}, confirm this address.`,
    action: 'Confirm this address',
    expires: (hours) => `The link works once, for ${hours} hours.`,
    ignore: 'If you did not ask for this, ignore this mail: nothing else will be sent to this address.',
  },
  recovery: {
    subject: 'Set a new password for Brethren',
    line: (handle) =>
      `Someone asked to set a new password for the account ${handle}. Your handle is ${handle}.`,
    action: 'Set a new password',
    expires: (minutes) =>
      `The link works once, for ${minutes} minutes; setting the password signs the account out everywhere.`,
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  why: (kind, handle) => `You get this because mail for “${kind}” is on for the account ${handle}.`,
  stopKind: (kind) => `Stop mail for “${kind}”`,
  stopAll: 'Stop all mail from Brethren',
  settings: 'Choose what is mailed to you',
  colon: ': ',
};

const it: MailWords = {
  greeting: (handle) => `Ciao ${handle},`,
  events: {
    YOUR_TURN: {
      subject: (f) => `Tocca a te a ${f.game}${against(f, 'contro')}`,
      line: (f) => `Tocca a te nella partita di ${f.game}${against(f, 'contro')}.`,
      action: 'Apri il tavolo',
    },
    MATCH_FINISHED: {
      subject: (f) =>
        f.placement ? `${f.game} è finita: ${f.placement} posto su ${f.players}` : `${f.game} è finita`,
      line: (f) =>
        `La partita di ${f.game}${against(f, 'contro')} è finita` +
        (f.placement ? `: hai chiuso al ${f.placement} posto su ${f.players}.` : '.'),
      action: 'Vedi il risultato',
    },
    INVITED: {
      subject: (f) => `${f.from} ti propone la rivincita a ${f.game}`,
      line: (f) => `${f.from} ti propone la rivincita della partita di ${f.game}: il tuo posto ti aspetta.`,
      action: 'Apri il tavolo',
    },
    CHALLENGED: {
      subject: (f) => `${f.from} ti sfida a ${f.game}`,
      line: (f) => `${f.from} ti sfida a una partita di ${f.game}.`,
      action: 'Rispondi alla sfida',
    },
    TOURNAMENT_ROUND: {
      subject: (f) => `Il tuo tavolo in ${f.tournament} è pronto`,
      line: (f) => `Il tuo tavolo in ${f.tournament} (${f.game}) è pronto${against(f, 'contro')}.`,
      action: 'Apri il tavolo',
    },
  },
  kinds: {
    YOUR_TURN: 'Il tuo turno',
    CHALLENGED: 'Sfide',
    INVITED: 'Proposte di rivincita',
    MATCH_FINISHED: 'Risultati',
    TOURNAMENT_ROUND: 'Turni dei tornei',
  },
  ordinal: (n) => `${n}º`,
  digest: {
    subject: (count) => `Il tuo riepilogo Brethren: ${count === 1 ? '1 notifica' : `${count} notifiche`}`,
    intro: 'Ecco cosa è successo mentre eri via:',
    why: (handle) =>
      `Ricevi questo riepilogo quotidiano perché per l’account ${handle} è attivo l’invio in riepilogo.`,
  },
  verification: {
    subject: 'Conferma il tuo indirizzo email per Brethren',
    line: (handle) => `Per ricevere le email di Brethren per l’account ${handle}, conferma questo indirizzo.`,
    action: 'Conferma l’indirizzo',
    expires: (hours) => `Il link vale una sola volta, per ${hours} ore.`,
    ignore: 'Se non l’hai chiesto tu, ignora questa email: a questo indirizzo non verrà inviato nient’altro.',
  },
  recovery: {
    subject: 'Scegli una nuova password per Brethren',
    line: (handle) =>
      `Qualcuno ha chiesto di scegliere una nuova password per l’account ${handle}. Il tuo nome è ${handle}.`,
    action: 'Scegli una nuova password',
    expires: (minutes) =>
      `Il link vale una sola volta, per ${minutes} minuti; la nuova password chiude tutte le sessioni dell’account.`,
    ignore: 'Se non l’hai chiesto tu, ignora questa email: la tua password resta quella di prima.',
  },
  why: (kind, handle) => `Ricevi questa email perché per l’account ${handle} è attivo l’invio per «${kind}».`,
  stopKind: (kind) => `Non ricevere più email per «${kind}»`,
  stopAll: 'Non ricevere più nessuna email da Brethren',
  settings: 'Scegli cosa ricevere per email',
  colon: ': ',
};

const fr: MailWords = {
  greeting: (handle) => `Bonjour ${handle},`,
  events: {
    YOUR_TURN: {
      subject: (f) => `À vous de jouer à ${f.game}${against(f, 'contre')}`,
      line: (f) => `C’est à vous de jouer dans votre partie de ${f.game}${against(f, 'contre')}.`,
      action: 'Ouvrir la table',
    },
    MATCH_FINISHED: {
      subject: (f) =>
        f.placement
          ? `Partie de ${f.game} terminée : ${f.placement} place sur ${f.players}`
          : `Partie de ${f.game} terminée`,
      line: (f) =>
        `Votre partie de ${f.game}${against(f, 'contre')} est terminée` +
        (f.placement ? ` : vous finissez à la ${f.placement} place sur ${f.players}.` : '.'),
      action: 'Voir le résultat',
    },
    INVITED: {
      subject: (f) => `${f.from} vous propose une revanche à ${f.game}`,
      line: (f) =>
        `${f.from} vous propose une revanche de votre partie de ${f.game} : votre place vous attend.`,
      action: 'Ouvrir la table',
    },
    CHALLENGED: {
      subject: (f) => `${f.from} vous défie à ${f.game}`,
      line: (f) => `${f.from} vous défie pour une partie de ${f.game}.`,
      action: 'Répondre au défi',
    },
    TOURNAMENT_ROUND: {
      subject: (f) => `Votre table dans ${f.tournament} est prête`,
      line: (f) => `Votre table dans ${f.tournament} (${f.game}) est prête${against(f, 'contre')}.`,
      action: 'Ouvrir la table',
    },
  },
  kinds: {
    YOUR_TURN: 'Votre tour',
    CHALLENGED: 'Défis',
    INVITED: 'Revanches proposées',
    MATCH_FINISHED: 'Résultats',
    TOURNAMENT_ROUND: 'Rondes de tournoi',
  },
  // « place » is feminine: 1re, 2e, 3e…
  ordinal: (n) => (n === 1 ? '1re' : `${n}e`),
  digest: {
    subject: (count) =>
      `Votre résumé Brethren : ${count === 1 ? '1 notification' : `${count} notifications`}`,
    intro: 'Voici ce qui s’est passé en votre absence :',
    why: (handle) =>
      `Vous recevez ce résumé quotidien car l’envoi en résumé est activé pour le compte ${handle}.`,
  },
  verification: {
    subject: 'Confirmez votre adresse e-mail pour Brethren',
    line: (handle) =>
      `Pour recevoir les e-mails de Brethren pour le compte ${handle}, confirmez cette adresse.`,
    action: 'Confirmer l’adresse',
    expires: (hours) => `Ce lien ne sert qu’une fois, pendant ${hours} heures.`,
    ignore: 'Si vous ne l’avez pas demandé, ignorez cet e-mail : cette adresse ne recevra rien d’autre.',
  },
  recovery: {
    subject: 'Choisissez un nouveau mot de passe pour Brethren',
    line: (handle) =>
      `Quelqu’un a demandé un nouveau mot de passe pour le compte ${handle}. Votre pseudo est ${handle}.`,
    action: 'Choisir un nouveau mot de passe',
    expires: (minutes) =>
      `Ce lien ne sert qu’une fois, pendant ${minutes} minutes ; le nouveau mot de passe déconnecte le compte partout.`,
    ignore: 'Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe ne change pas.',
  },
  why: (kind, handle) =>
    `Vous recevez cet e-mail car l’envoi est activé pour « ${kind} » sur le compte ${handle}.`,
  stopKind: (kind) => `Ne plus recevoir d’e-mails pour « ${kind} »`,
  stopAll: 'Ne plus recevoir aucun e-mail de Brethren',
  settings: 'Choisir ce que vous recevez par e-mail',
  colon: ' : ',
};

export const MAIL_WORDS: Readonly<Record<MailLocale, MailWords>> = { en, it, fr };
