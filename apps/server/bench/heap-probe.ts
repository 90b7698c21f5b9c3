import WebSocket from 'ws';

/**
 * The server's live JavaScript heap, read through the inspector it was started with
 * (`--inspect=127.0.0.1:<port>`): a full garbage collection first, so the figure is what the
 * server holds, not what it has yet to collect (RSS mostly says the latter).
 */
export class HeapProbe {
  private nextId = 1;
  private readonly waiting = new Map<number, (result: unknown) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { id?: number; result?: unknown };
      if (message.id !== undefined) this.waiting.get(message.id)?.(message.result);
    });
  }

  static async connect(inspectPort: number): Promise<HeapProbe> {
    const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
      webSocketDebuggerUrl: string;
    }[];
    const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new HeapProbe(socket);
  }

  /** Bytes of heap in use after a full collection. */
  async used(): Promise<number> {
    await this.call('HeapProfiler.collectGarbage');
    await this.call('HeapProfiler.collectGarbage');
    const { usedSize } = (await this.call('Runtime.getHeapUsage')) as { usedSize: number };
    return usedSize;
  }

  close(): void {
    this.socket.close();
  }

  private call(method: string): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.socket.send(JSON.stringify({ id, method }));
    });
  }
}
