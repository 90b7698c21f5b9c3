import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A redis-server of a test's own (no persistence, 127.0.0.1 only), which the test may stop and
 * start again on the same port to make Redis blink.
 */
export class TestRedis {
  private process: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  /** A server on `port` that is not started yet (`resume` starts it): Redis that comes late. */
  static at(port: number): TestRedis {
    return new TestRedis(port);
  }

  static async start(): Promise<TestRedis> {
    const redis = new TestRedis(await freePort());
    await redis.resume();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server (again); resolves once it accepts connections. */
  async resume(): Promise<void> {
    if (this.process) return;
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.process = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}):\n${output}`));
      });
    });
  }

  /** Holds the server still for `ms` (connections stay open, nothing is answered): a Redis too slow. */
  async hang(ms: number): Promise<void> {
    const child = this.process;
    if (!child) return;
    child.kill('SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, ms));
    child.kill('SIGCONT');
  }

  /** Kills the server at once (clients see their connections drop). */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }
}
