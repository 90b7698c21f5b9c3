import { gameMeta } from '@brethren/engine/meta';
import { describe, expect, it } from 'vitest';
import type { NotificationRecord } from '../notifications/model.js';
import { MailComposer, type Recipient } from './compose.js';
import { LinkSigner } from './links.js';

const signer = new LinkSigner('the secret of the compose test');
const gameName = (game: string) =>
  (gameMeta as Record<string, { name: string } | undefined>)[game]?.name ?? game;
const composer = new MailComposer({
  gameName,
  webUrl: 'https://brethren.example',
  apiUrl: () => 'https://api.brethren.example',
  signer,
});
const USER = '019a0000-0000-7000-8000-00000000000a';
const MATCH = '019a0000-0000-7000-8000-00000000000b';

const reader = (locale: string | null): Recipient => ({
  userId: USER,
  handle: 'anne',
  locale,
  address: 'anne@example.org',
});

const notice = (
  kind: NotificationRecord['kind'],
  payload: Partial<NotificationRecord['payload']> = {},
): NotificationRecord => ({
  id: 'n1',
  recipientId: USER,
  kind,
  matchId: MATCH,
  tournamentId: null,
  payload: { game: 'cartagena', seat: 0, opponents: ['bob'], ...payload },
  createdAt: new Date('2026-11-30T10:00:00Z'),
  readAt: null,
});

describe('mail about one notification', () => {
  it('says what happened in the reader’s language (English when the account has none)', () => {
    const subjects = (locale: string | null) =>
      [
        notice('YOUR_TURN', { opponents: ['bob', 'cleo'] }),
        notice('YOUR_TURN', { opponents: [] }),
        notice('MATCH_FINISHED', { placement: 1, players: 3 }),
        notice('MATCH_FINISHED', { placement: 2, players: 3, game: 'port-royal' }),
        notice('INVITED', { from: 'bob' }),
        notice('CHALLENGED', { from: 'bob', game: 'tortuga' }),
      ].map((n) => composer.event(reader(locale), n).subject);
    expect(subjects(null)).toEqual([
      'Your turn at Cartagena against bob and cleo',
      'Your turn at Cartagena',
      'Cartagena is over: you finished 1st of 3',
      'Port Royal is over: you finished 2nd of 3',
      'bob offers you a rematch of Cartagena',
      'bob challenges you to Tortuga 1667',
    ]);
    expect(subjects('de')).toEqual(subjects(null));
    expect(subjects('it')).toEqual([
      'Tocca a te a Cartagena contro bob e cleo',
      'Tocca a te a Cartagena',
      'Cartagena è finita: 1º posto su 3',
      'Port Royal è finita: 2º posto su 3',
      'bob ti propone la rivincita a Cartagena',
      'bob ti sfida a Tortuga 1667',
    ]);
    expect(subjects('fr')).toEqual([
      'À vous de jouer à Cartagena contre bob et cleo',
      'À vous de jouer à Cartagena',
      'Partie de Cartagena terminée : 1re place sur 3',
      'Partie de Port Royal terminée : 2e place sur 3',
      'bob vous propose une revanche à Cartagena',
      'bob vous défie à Tortuga 1667',
    ]);
  });

  it('numbers English placements as people write them', () => {
    const finished = (placement: number) =>
      composer.event(reader('en'), notice('MATCH_FINISHED', { placement, players: 12 })).subject;
    expect([1, 2, 3, 4, 11, 12].map(finished)).toEqual([
      'Cartagena is over: you finished 1st of 12',
      'Cartagena is over: you finished 2nd of 12',
      'Cartagena is over: you finished 3rd of 12',
      'Cartagena is over: you finished 4th of 12',
      'Cartagena is over: you finished 11th of 12',
      'Cartagena is over: you finished 12th of 12',
    ]);
  });

  it('opens the table, and stops its kind without signing in: in the footer and in List-Unsubscribe (one click)', () => {
    const letter = composer.event(reader('en'), notice('YOUR_TURN'));
    expect(letter.to).toBe('anne@example.org');
    expect(letter.text).toContain(`Open the table: https://brethren.example/matches/${MATCH}`);
    expect(letter.html).toContain(`href="https://brethren.example/matches/${MATCH}"`);
    const header = /^<https:\/\/api\.brethren\.example\/mail\/unsubscribe\?token=(.+)>$/.exec(
      letter.headers['List-Unsubscribe']!,
    );
    expect(signer.readUnsubscribe(header![1]!)).toEqual({ userId: USER, scope: 'YOUR_TURN' });
    expect(letter.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(letter.text).toContain(
      `Stop mail for “Your turn”: https://brethren.example/mail/unsubscribe?token=${header![1]}`,
    );
    expect(letter.text).toContain('Choose what is mailed to you: https://brethren.example/account#email');
    expect(letter.text).toContain('\n-- \n');
  });

  it('escapes what it puts into HTML', () => {
    const letter = composer.event(reader('en'), notice('CHALLENGED', { from: '<b>"x"</b>&' }));
    expect(letter.html).toContain('&lt;b&gt;&quot;x&quot;&lt;/b&gt;&amp; challenges you');
    expect(letter.html).not.toContain('<b>');
    expect(letter.text).toContain('<b>"x"</b>& challenges you');
  });
});

describe('the daily digest', () => {
  it('lists every notification with its own link, and stops each kind or all mail', () => {
    const letter = composer.digest(reader('en'), [
      notice('MATCH_FINISHED', { placement: 1, players: 2 }),
      notice('CHALLENGED', { from: 'cleo' }),
    ]);
    expect(letter.subject).toBe('Your Brethren digest: 2 notifications');
    expect(letter.text).toContain('- Your Cartagena match against bob is over: you finished 1st of 2.');
    expect(letter.text).toContain(`  See the result: https://brethren.example/matches/${MATCH}`);
    expect(letter.text).toContain('- cleo challenges you to a match of Cartagena.');
    const token = /token=([^>]+)>$/.exec(letter.headers['List-Unsubscribe']!)![1]!;
    expect(signer.readUnsubscribe(token)).toEqual({ userId: USER, scope: 'ALL' });
    expect(letter.text).toContain('Stop mail for “Results”');
    expect(letter.text).toContain('Stop mail for “Challenges”');
    expect(letter.text).toContain(
      `Stop all mail from Brethren: https://brethren.example/mail/unsubscribe?token=${token}`,
    );
    expect(composer.digest(reader('fr'), [notice('YOUR_TURN')]).subject).toBe(
      'Votre résumé Brethren : 1 notification',
    );
  });
});

describe('the verification mail', () => {
  it('carries the link to the web app’s page, and no unsubscribe (it goes once, when asked for)', () => {
    const letter = composer.verification(reader('it'), 'v.token', 48);
    expect(letter.subject).toBe('Conferma il tuo indirizzo email per Brethren');
    expect(letter.text).toContain('Conferma l’indirizzo: https://brethren.example/mail/verify?token=v.token');
    expect(letter.text).toContain('Il link vale una sola volta, per 48 ore.');
    expect(letter.headers['List-Unsubscribe']).toBeUndefined();
    expect(letter.html).toContain('<html lang="it">');
  });
});

describe('the password-reset mail', () => {
  it('carries the link to the web app’s reset page, in the reader’s language, and no unsubscribe', () => {
    const letter = composer.recovery(reader('fr'), 'r.token', 30);
    expect(letter.subject).toBe('Choisissez un nouveau mot de passe pour Brethren');
    expect(letter.text).toContain(
      'Choisir un nouveau mot de passe : https://brethren.example/recover?token=r.token',
    );
    expect(letter.text).toContain('Ce lien ne sert qu’une fois, pendant 30 minutes');
    expect(letter.headers['List-Unsubscribe']).toBeUndefined();
    expect(composer.recovery(reader('it'), 'r.token', 30).subject).toBe(
      'Scegli una nuova password per Brethren',
    );
  });
});
