'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ChatMessage } from './useChat';

/** One message, with what a reader may do about its author: mute here, block, report. */
export function ChatLine({
  message,
  own,
  merged,
  canAct,
  onMute,
  onBlock,
  onReport,
}: {
  message: ChatMessage;
  own: boolean;
  /** Both channels are shown: say which one this came from. */
  merged: boolean;
  /** Signed in: may block and report. */
  canAct: boolean;
  onMute: () => void;
  onBlock: () => void;
  onReport: () => void;
}) {
  const t = useTranslations('chat');
  const format = useFormatter();
  const [acting, setActing] = useState(false);
  const { handle } = message.author;
  return (
    <li className={`chat-line${own ? ' own' : ''}`} data-testid="chat-line" data-channel={message.channel}>
      <div className="chat-line-head">
        <strong className="chat-author">{handle}</strong>
        {merged ? <span className="chat-tag">{t('channelTag', { channel: message.channel })}</span> : null}
        <time className="muted small" dateTime={String(message.at)}>
          {format.dateTime(new Date(message.at), { timeStyle: 'short' })}
        </time>
        {own ? null : (
          <button
            type="button"
            className="chat-more"
            aria-expanded={acting}
            aria-label={t('more', { handle })}
            onClick={() => setActing(!acting)}
          >
            ⋯
          </button>
        )}
      </div>
      <p className="chat-text">{message.text}</p>
      {acting ? (
        <div className="chat-line-actions">
          <button type="button" className="button small secondary" onClick={onMute}>
            {t('mute.player', { handle })}
          </button>
          {canAct ? (
            <>
              <button type="button" className="button small secondary" onClick={onBlock}>
                {t('block', { handle })}
              </button>
              <button
                type="button"
                className="button small secondary"
                aria-haspopup="dialog"
                onClick={onReport}
                data-testid="chat-report"
              >
                {t('report')}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
