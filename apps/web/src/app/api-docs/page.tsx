import type { Metadata } from 'next';
import Link from 'next/link';
import { ExplorerLoader } from '@/api-docs/ExplorerLoader';
import { clientConfig } from '@/lib/config';

export const metadata: Metadata = { title: 'API' };

function Code({ children }: { children: string }) {
  return (
    <pre className="code">
      <code>{children.trim()}</code>
    </pre>
  );
}

export default function Page() {
  const { apiUrl, wsUrl } = clientConfig();
  return (
    <div className="api-docs">
      <section className="panel prose">
        <h1>The Brethren API</h1>
        <p>
          Everything this site does goes through one public GraphQL endpoint, and so can your programs: bots,
          tools, other clients. Queries and mutations go over HTTP, live updates over{' '}
          <a href="https://github.com/enisdenjo/graphql-ws">graphql-ws</a> on the same path.
        </p>
        <dl className="endpoints">
          <div>
            <dt>HTTP</dt>
            <dd>
              <code>{apiUrl}</code>
            </dd>
          </div>
          <div>
            <dt>WebSocket</dt>
            <dd>
              <code>{wsUrl}</code>
            </dd>
          </div>
        </dl>

        <h2>1. Get a token</h2>
        <p>
          Create a named API token on your <Link href="/account">account page</Link> (it is shown once), or
          sign in from the program itself:
        </p>
        <Code>{`
curl -s ${apiUrl} -H 'content-type: application/json' \\
  -d '{"query":"mutation { signIn(handle: \\"anne\\", password: \\"…\\") { token } }"}'
`}</Code>
        <p>
          Send it as <code>Authorization: Bearer &lt;token&gt;</code> on HTTP and as{' '}
          <code>connectionParams: {'{ authorization: "Bearer <token>" }'}</code> on the WebSocket.
        </p>

        <h2>2. Open a table and play</h2>
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
        <p>
          <code>expectedSeq</code> is the <code>seq</code> you last saw: if the table moved on, the answer is{' '}
          <code>STALE_SEQ</code> rather than a move on an old position.
        </p>

        <h2>3. Follow live</h2>
        <Code>{`
subscription {
  matchUpdated(matchId: "…", sinceSeq: 12) {   # resume after the last seq you saw
    seq status
    entry { seq seat events }                  # what you may see of each action
    match { legalActions viewJson }
  }
}

subscription { lobbyUpdated { kind match { id status game { name } } } }
`}</Code>

        <h2>4. History, logs and replays</h2>
        <Code>{`
query {
  matches(filter: { player: "anne" }, first: 20) {
    edges { node { id status result seats { seat placement player { handle } } } }
    pageInfo { hasNextPage endCursor }
  }
}

query { match(id: "…") { seed seedHash logUrl log { seq seat action events } } }
`}</Code>
        <p>
          Once a match ends, its seed is revealed (<code>sha256(seed)</code> was shown from the start) and its
          whole log is public, also as JSON lines at <code>logUrl</code>. The <code>@brethren/engine</code>{' '}
          package replays it exactly — the replay pages here do just that, in your browser.
        </p>

        <h2>Errors</h2>
        <p>
          Every error carries <code>extensions.code</code>: <code>UNAUTHENTICATED</code>,{' '}
          <code>NOT_YOUR_TURN</code>, <code>ILLEGAL_ACTION</code>, <code>MALFORMED_ACTION</code>,{' '}
          <code>STALE_SEQ</code>, <code>MATCH_OVER</code>, <code>MATCH_NOT_STARTED</code>,{' '}
          <code>NOT_SEATED</code>, <code>RATE_LIMITED</code>, <code>INVALID_OPTIONS</code>… with a message
          that says why.
        </p>
      </section>

      <section className="panel" aria-labelledby="explorer-title">
        <h2 id="explorer-title">Try it: GraphiQL</h2>
        <p className="muted small">
          Runs here, against the live API, with your session’s token already in the headers (sign in first to
          use mutations). The schema’s documentation is in the explorer on the left.
        </p>
        <ExplorerLoader />
      </section>
    </div>
  );
}
