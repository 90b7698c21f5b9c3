'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '@/lib/api/ApiProvider';
import { useApiMutation } from '@/lib/api/queries';
import { BlockChatAuthorMutation } from './documents';
import { ChatComposer } from './ChatComposer';
import { ChatLine } from './ChatLine';
import { ReportDialog } from './ReportDialog';
import type { Mutes } from './mutes';
import type { Chat, ChatMessage } from './useChat';

/** The open chat: who reads it, what was said, and the composer (for those who may write). */
export function ChatPanel({
  id,
  chat,
  messages,
  mutes,
  onMuteAll,
  onMutePlayer,
  onClose,
}: {
  id: string;
  chat: Chat;
  messages: readonly ChatMessage[];
  mutes: Mutes;
  onMuteAll: (muted: boolean) => void;
  onMutePlayer: (handle: string, muted: boolean) => void;
  onClose: () => void;
}) {
  const t = useTranslations('chat');
  const { handle, guest } = useApi();
  const [note, setNote] = useState<string | null>(null);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const block = useApiMutation(BlockChatAuthorMutation, {
    onSuccess: (_answer, { handle: blocked }) => {
      chat.forget(blocked);
      setNote(t('blocked', { handle: blocked }));
    },
  });

  // Keep the newest message in sight.
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages.length, mutes.all]);

  // A tournament's chat has one channel, whether the reader writes in it or not.
  const channel = 'tournamentId' in chat.room ? 'TOURNAMENT' : (chat.channel ?? 'SPECTATORS');
  const title = chat.merged ? t('titleMerged') : t('title', { channel });
  const scope = chat.merged ? t('scopeMerged') : t('scope', { channel });
  return (
    <aside id={id} className="chat-panel" aria-labelledby={`${id}-title`} data-testid="chat-panel">
      <header className="chat-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button
          type="button"
          className="button small secondary"
          onClick={() => onMuteAll(!mutes.all)}
          aria-pressed={mutes.all}
          data-testid="chat-mute-all"
        >
          {mutes.all ? t('mute.unmuteAll') : t('mute.all')}
        </button>
        <button
          type="button"
          className="button small secondary"
          onClick={onClose}
          aria-label={t('close')}
          data-testid="chat-close"
        >
          ✕
        </button>
      </header>
      <p className="chat-scope muted small">{scope}</p>
      {mutes.all ? (
        <p className="chat-muted">{t('mute.muted')}</p>
      ) : (
        <ol ref={list} className="chat-lines" aria-live="polite" data-testid="chat-lines">
          {messages.length === 0 ? <li className="muted small">{t('empty')}</li> : null}
          {messages.map((message) => (
            <ChatLine
              key={message.id}
              message={message}
              own={message.author.handle === handle}
              merged={chat.merged}
              canAct={handle !== null}
              onMute={() => onMutePlayer(message.author.handle, true)}
              onBlock={() => block.mutate({ handle: message.author.handle })}
              onReport={() => setReporting(message)}
            />
          ))}
        </ol>
      )}
      {mutes.handles.length > 0 ? (
        <p className="chat-muted-players small">
          {t('mute.mutedPlayers', { count: mutes.handles.length })}{' '}
          {mutes.handles.map((muted) => (
            <button
              key={muted}
              type="button"
              className="link-button"
              onClick={() => onMutePlayer(muted, false)}
            >
              {t('mute.unmutePlayer', { handle: muted })}
            </button>
          ))}
        </p>
      ) : null}
      <p className="chat-note small" aria-live="polite" data-testid="chat-note">
        {note}
      </p>
      <ReportDialog
        message={reporting}
        inviteCode={'inviteCode' in chat.room ? chat.room.inviteCode : null}
        onClose={() => setReporting(null)}
        onReported={() => {
          setReporting(null);
          setNote(t('reported'));
        }}
      />
      {guest ? (
        // Guests read the table's chat but write only once they keep their account (the API refuses).
        <p className="muted small">{t('guest')}</p>
      ) : chat.channel ? (
        <ChatComposer room={chat.room} channel={chat.channel} onSent={chat.add} />
      ) : (
        <p className="muted small">
          {handle !== null && 'tournamentId' in chat.room ? t('playersOnly') : t('signIn')}
        </p>
      )}
    </aside>
  );
}
