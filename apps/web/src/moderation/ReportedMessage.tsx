'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import type { ChatReportAction, ChatReportsQuery } from '@/lib/api/generated/graphql';
import { useFormats } from '@/lib/format';

export type Reported = ChatReportsQuery['chatReports']['edges'][number]['node'];

/** One reported message: what was said, where and by whom, why readers reported it, and the two actions. */
export function ReportedMessage({
  reported,
  busy,
  onResolve,
}: {
  reported: Reported;
  busy: boolean;
  onResolve: (action: ChatReportAction) => void;
}) {
  const t = useTranslations('chat.moderation');
  const tc = useTranslations('chat');
  const formats = useFormats();
  const { message } = reported;
  return (
    <li className="reported-message" data-testid="reported-message" data-message={message.id}>
      <blockquote className="report-quote">{message.text}</blockquote>
      <p className="small">
        {t.rich('said', {
          handle: message.author.handle,
          where: message.tournamentId ? 'TOURNAMENT' : 'MATCH',
          channel: tc('channelTag', { channel: message.channel }),
          at: formats.date(String(message.at)),
          author: (chunks) => (
            <Link href={`/players/${encodeURIComponent(message.author.handle)}`}>{chunks}</Link>
          ),
          place: (chunks) => (
            <Link
              href={
                message.tournamentId
                  ? `/tournaments/${encodeURIComponent(message.tournamentId)}`
                  : `/matches/${encodeURIComponent(message.matchId ?? '')}`
              }
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
      <p className="small muted">
        {t('reporters', {
          count: reported.reporterCount,
          first: formats.date(String(reported.firstReportedAt)),
        })}
      </p>
      <ul className="report-reasons">
        {reported.reasons.map((reason, index) => (
          <li key={index}>
            <span className="report-category">{t(`category.${reason.category}`)}</span>{' '}
            {reason.text === '' ? <span className="muted">{t('noWords')}</span> : reason.text}
          </li>
        ))}
      </ul>
      <div className="confirm-dialog-actions">
        <button
          type="button"
          className="button danger"
          disabled={busy}
          onClick={() => onResolve('HIDE_MESSAGE')}
          data-testid="report-hide"
        >
          {t('hide')}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => onResolve('DISMISS')}
          data-testid="report-dismiss"
        >
          {t('dismiss')}
        </button>
      </div>
    </li>
  );
}
