import { connect, createServer, type Server, type Socket } from 'node:net';

interface Pair {
  readonly client: Socket;
  readonly upstream: Socket;
  /** What the upstream sent while answers were held back, for `heal` to deliver. */
  readonly held: Buffer[];
  /** This connection's answers are held back (a trap sprang on it). */
  holding: boolean;
}

interface Trap {
  readonly marker: Buffer;
  readonly everywhere: boolean;
  readonly sprung: () => void;
}

/**
 * A TCP proxy in front of a server (PostgreSQL, in the outage tests), which a test makes fail as
 * seen from its client without touching the server itself, shared with other tests: `cut` drops
 * every connection and refuses new ones (the database went away); `loseAnswers` lets one request
 * through and holds back the answers that follow (the statement commits, its answer never comes).
 */
export class TcpProxy {
  private readonly pairs = new Set<Pair>();
  private refusing = false;
  /** Answers are held back on every connection, new ones included. */
  private holdingAll = false;
  private trap: Trap | null = null;

  private constructor(
    private readonly server: Server,
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {
    server.on('connection', (client) => this.accept(client));
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    return new TcpProxy(server, typeof address === 'object' && address ? address.port : 0, target);
  }

  /** `url` (a connection string) with its host and port replaced by the proxy's. */
  through(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  /** Drops every connection and refuses new ones, until `heal`. */
  cut(): void {
    this.refusing = true;
    for (const pair of this.pairs) this.drop(pair);
  }

  /**
   * The next request whose bytes contain `marker` reaches the server, but nothing the server sends
   * afterwards reaches the client, on that connection alone or, `everywhere`, on every connection
   * (new ones too), until `heal`. Resolves once that request went through.
   */
  loseAnswers(marker: string, { everywhere }: { everywhere: boolean }): Promise<void> {
    return new Promise((resolve) => {
      this.trap = { marker: Buffer.from(marker), everywhere, sprung: resolve };
    });
  }

  /** Connections are accepted again, and what was held back is delivered. */
  heal(): void {
    this.refusing = false;
    this.holdingAll = false;
    this.trap = null;
    for (const pair of this.pairs) {
      pair.holding = false;
      for (const chunk of pair.held.splice(0)) if (!pair.client.destroyed) pair.client.write(chunk);
    }
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) this.drop(pair);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    if (this.refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    const pair: Pair = { client, upstream, held: [], holding: false };
    this.pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      const trap = this.trap;
      if (trap && chunk.includes(trap.marker)) {
        this.trap = null;
        pair.holding = true;
        if (trap.everywhere) this.holdingAll = true;
        trap.sprung();
      }
    });
    upstream.on('data', (chunk: Buffer) => {
      if (pair.holding || this.holdingAll) pair.held.push(chunk);
      else client.write(chunk);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', () => this.drop(pair));
      socket.on('close', () => this.drop(pair));
    }
  }

  private drop(pair: Pair): void {
    this.pairs.delete(pair);
    pair.client.destroy();
    pair.upstream.destroy();
  }
}
