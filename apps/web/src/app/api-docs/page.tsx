import type { Metadata } from 'next';
import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ActionShapes } from '@/api-docs/ActionShapes';
import { ExplorerLoader } from '@/api-docs/ExplorerLoader';
import { clientConfig } from '@/lib/config';
import '@/api-docs/api.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('apiDocs');
  return { title: t('pageTitle') };
}

/** Inline code in the prose (`<code>…</code>` in the messages). */
const code = (chunks: ReactNode) => <code>{chunks}</code>;

function Code({ children }: { children: string }) {
  return (
    <pre className="code" tabIndex={0}>
      <code>{children.trim()}</code>
    </pre>
  );
}

export default async function Page() {
  const t = await getTranslations('apiDocs');
  const { apiUrl, wsUrl } = clientConfig();
  return (
    <div className="api-docs">
      <section className="panel prose">
        <h1>{t('title')}</h1>
        <p>
          {t.rich('intro', {
            ws: (chunks) => <a href="https://github.com/enisdenjo/graphql-ws">{chunks}</a>,
          })}
        </p>
        <dl className="endpoints">
          <div>
            <dt>{t('endpoints.http')}</dt>
            <dd>
              <code>{apiUrl}</code>
            </dd>
          </div>
          <div>
            <dt>{t('endpoints.ws')}</dt>
            <dd>
              <code>{wsUrl}</code>
            </dd>
          </div>
        </dl>

        <h2>{t('token.title')}</h2>
        <p>{t.rich('token.text', { account: (chunks) => <Link href="/account">{chunks}</Link> })}</p>
        <Code>{`
curl -s ${apiUrl} -H 'content-type: application/json' \\
  -d '{"query":"mutation { signIn(handle: \\"anne\\", password: \\"…\\") { token } }"}'
`}</Code>
        <p>
          {t.rich('token.send', {
            http: 'Authorization: Bearer <token>',
            ws: 'connectionParams: { authorization: "Bearer <token>" }',
            code,
          })}
        </p>

        <h2>{t('play.title')}</h2>
        <Code>{`
query { games { id name minPlayers maxPlayers options { name kind default description } botLevels { level } } }

mutation { createMatch(input: { game: "cartagena", seats: [{}, { bot: "heuristic" }] }) { id } }
mutation { joinMatch(matchId: "…") { id seats { seat player { handle } } } }
mutation { startMatch(matchId: "…") { status } }

query {
  match(id: "…") {
    status seq activeSeats viewerSeat
    legalActions          # each one can be sent back unchanged
    viewJson              # or view { ... on CartagenaView { hand { symbol dark } turn { seat actionsLeft } } }
  }
}

mutation {
  submitAction(matchId: "…", expectedSeq: 12, action: { type: "playCard", card: { symbol: "parrot", dark: false }, from: "start" }) {
    seq
  }
}
`}</Code>
        <p>{t.rich('play.text', { code, shapes: (chunks) => <a href="#action-shapes">{chunks}</a> })}</p>

        <h2>{t('live.title')}</h2>
        <Code>{`
subscription {
  matchUpdated(matchId: "…", sinceSeq: 12) {   # resume after the last seq you saw
    snapshot seq status                        # first a snapshot of the match now
    missed { seq seat events }                 # on the snapshot: the entries after sinceSeq
    entry { seq seat events }                  # then what you may see of each action
    match { legalActions viewJson }
  }
}

subscription { lobbyUpdated { kind match { id status game { name } } } }
`}</Code>
        <p>{t.rich('live.moves', { code })}</p>

        <h2>{t('lists.title')}</h2>
        <p>{t.rich('lists.text', { code })}</p>
        <Code>{`
query ($after: String) {
  matches(filter: { player: "anne" }, first: 20, after: $after) {
    edges { node { id status result seats { seat placement player { handle } } } }
    pageInfo { hasNextPage endCursor }
  }
}

query { match(id: "…") { seed seedHash logUrl log(sinceSeq: 0) { seq seat action events } } }
`}</Code>
        <p>{t.rich('lists.replays', { code })}</p>

        <h2>{t('errors.title')}</h2>
        <p>{t.rich('errors.text', { code })}</p>
      </section>

      <section className="panel" aria-labelledby="action-shapes">
        <h2 id="action-shapes">{t('shapes.title')}</h2>
        <p className="prose">
          {t.rich('shapes.text', { query: 'query { games { id actionSchema } }', code })}
        </p>
        <ActionShapes />
      </section>

      <section className="panel" aria-labelledby="explorer-title">
        <h2 id="explorer-title">{t('explorer.title')}</h2>
        <p className="muted small">{t('explorer.text')}</p>
        <ExplorerLoader />
      </section>
    </div>
  );
}
