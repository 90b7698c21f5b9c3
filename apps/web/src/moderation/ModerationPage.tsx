'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { MoreButton } from '@/components/MoreButton';
import { ErrorNote, Loading } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { nodesOf, useApiConnection, withNodes } from '@/lib/api/connections';
import type { ChatReportsQuery as ChatReportsPage } from '@/lib/api/generated/graphql';
import { useAnswerPages } from '@/lib/api/answerPages';
import { useApiMutation } from '@/lib/api/queries';
import { ChatReportsQuery, ResolveChatReportMutation } from './documents';
import { ReportedMessage } from './ReportedMessage';
import { useModerator } from './useModerator';
import './moderation.css';

const reportsOf = (page: ChatReportsPage) => page.chatReports;
const NO_VARIABLES = {};

/** The moderators' page: chat messages with open reports, each to hide or dismiss. */
export function ModerationPage() {
  const t = useTranslations('chat.moderation');
  const { token } = useApi();
  const moderator = useModerator();

  if (token === null || moderator === false) {
    return (
      <section className="panel" data-testid="moderation-refused">
        <h1>{t('title')}</h1>
        <p>{t('notAllowed')}</p>
        {token === null ? (
          <p>
            {t.rich('signIn', {
              link: (chunks) => <Link href="/signin?callbackUrl=/moderation">{chunks}</Link>,
            })}
          </p>
        ) : null}
      </section>
    );
  }
  if (moderator === null) return <Loading />;
  return <OpenReports />;
}

function OpenReports() {
  const t = useTranslations('chat.moderation');
  const reports = useApiConnection(ChatReportsQuery, NO_VARIABLES, reportsOf);
  const answerPages = useAnswerPages();
  const drop = (messageId: string) =>
    answerPages(ChatReportsQuery, NO_VARIABLES, (pages) =>
      pages.map((page) => ({
        ...page,
        chatReports: withNodes(
          page.chatReports,
          nodesOf([page.chatReports]).filter((reported) => reported.message.id !== messageId),
        ),
      })),
    );
  const resolve = useApiMutation(ResolveChatReportMutation, {
    onSuccess: (_answer, { messageId }) => drop(String(messageId)),
    // Another moderator may have resolved it meanwhile: show the list as it is now.
    onError: () => void reports.refetch(),
  });

  return (
    <section className="panel moderation" aria-labelledby="moderation-title" data-testid="moderation">
      <h1 id="moderation-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      {resolve.error ? <ErrorNote error={resolve.error} testId="moderation-error" /> : null}
      {reports.isPending ? <Loading /> : null}
      {reports.error && !reports.data ? <ErrorNote error={reports.error} /> : null}
      {reports.data && reports.nodes.length === 0 ? <p className="muted">{t('empty')}</p> : null}
      <ol className="reported-messages">
        {reports.nodes.map((reported) => (
          <ReportedMessage
            key={reported.message.id}
            reported={reported}
            busy={resolve.isPending}
            onResolve={(action) => resolve.mutate({ messageId: reported.message.id, action })}
          />
        ))}
      </ol>
      <MoreButton list={reports} label={t('more')} />
    </section>
  );
}
