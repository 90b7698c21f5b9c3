'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { ChatChannel } from '@/lib/api/generated/graphql';
import { useApiMutation } from '@/lib/api/queries';
import { errorWords } from '@/lib/errorWords';
import { SendChatMessageMutation, SendTournamentChatMessageMutation } from './documents';
import type { ChatMessage, ChatRoom } from './useChat';

/** The API's limit, in characters. */
const MAX_LENGTH = 500;
/** From here on, the characters left are shown. */
const COUNT_FROM = 400;

/** What to say, typed or one of the quick phrases a phone player taps. */
export function ChatComposer({
  room,
  channel,
  onSent,
}: {
  room: ChatRoom;
  channel: ChatChannel;
  onSent: (message: ChatMessage) => void;
}) {
  const t = useTranslations('chat');
  const te = useTranslations('errors');
  const [text, setText] = useState('');
  const sent = (message: ChatMessage, words: string) => {
    onSent(message);
    // A quick phrase leaves what was being typed alone.
    setText((current) => (current.trim() === words ? '' : current));
  };
  const atTable = useApiMutation(SendChatMessageMutation, {
    onSuccess: (answer, variables) => sent(answer.sendChatMessage, variables.text),
  });
  const inTournament = useApiMutation(SendTournamentChatMessageMutation, {
    onSuccess: (answer, variables) => sent(answer.sendTournamentChatMessage, variables.text),
  });
  const send = 'matchId' in room ? atTable : inTournament;
  const say = (words: string) => {
    // The API refuses control characters: a pasted line break becomes a space.
    const clean = words.replace(/\p{Cc}+/gu, ' ').trim();
    if (clean === '') return;
    if ('matchId' in room) atTable.mutate({ matchId: room.matchId, channel, text: clean });
    else inTournament.mutate({ tournamentId: room.tournamentId, text: clean });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    say(text);
  };
  const phrases = [t('quick.goodLuck'), t('quick.wellPlayed'), t('quick.thinking'), t('quick.yourTurn')];
  const left = MAX_LENGTH - [...text].length;
  const refusal = send.error ? errorWords(send.error, te).text : null;
  return (
    <form className="chat-composer" onSubmit={submit}>
      <div className="chat-quick" role="group" aria-label={t('quick.label')}>
        {phrases.map((phrase) => (
          <button
            key={phrase}
            type="button"
            className="button small secondary"
            disabled={send.isPending}
            onClick={() => say(phrase)}
            data-testid="chat-quick"
          >
            {phrase}
          </button>
        ))}
      </div>
      <div className="chat-write">
        <input
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_LENGTH}
          placeholder={t('placeholder')}
          aria-label={t('inputLabel')}
          enterKeyHint="send"
          autoComplete="off"
          data-testid="chat-input"
        />
        <button type="submit" className="button small" disabled={send.isPending || text.trim() === ''}>
          {t('send')}
        </button>
      </div>
      {left <= MAX_LENGTH - COUNT_FROM ? <p className="muted small">{t('left', { count: left })}</p> : null}
      {refusal ? (
        <p className="chat-refusal small" role="alert" data-testid="chat-refusal">
          {refusal}
        </p>
      ) : null}
    </form>
  );
}
