import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as it arrived: the envelope, and the message as a mail client reads it. */
export interface ReceivedMail {
  /** RCPT TO addresses. */
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Every header, by lower-case name, as sent. */
  readonly header: (name: string) => string | undefined;
  readonly parsed: ParsedMail;
}

/**
 * A real SMTP server on a free port of 127.0.0.1, started by a test: it accepts every mail (or
 * refuses the next ones with a code the test chooses), parses it as a mail client would, and lets
 * the test wait for what it expects.
 */
export class SmtpListener {
  readonly mails: ReceivedMail[] = [];
  private readonly waiters = new Set<() => void>();
  /** Replies to give the next mails instead of accepting them (e.g. 451 to fail for now, 550 for good). */
  private readonly refusals: number[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
  ) {}

  static async start(): Promise<SmtpListener> {
    let listener: SmtpListener | null = null;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      // No reverse DNS of the client: there is no resolver to ask here, and waiting for one is slow.
      disableReverseLookup: true,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const refusal = listener!.refusals.shift();
          if (refusal !== undefined) {
            callback(Object.assign(new Error('refused by the test'), { responseCode: refusal }));
            return;
          }
          void simpleParser(Buffer.concat(chunks)).then((parsed) => {
            listener!.received(
              session.envelope.rcptTo.map((rcpt) => rcpt.address),
              parsed,
            );
            callback();
          }, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
    listener = new SmtpListener(server, `smtp://127.0.0.1:${port}`);
    return listener;
  }

  /** The mails that went to `address`. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address));
  }

  /** Refuses the next mails with these SMTP reply codes, one each. */
  refuseNext(...codes: number[]): void {
    this.refusals.push(...codes);
  }

  /** How many of the refusals asked for are still to be given. */
  get refusalsLeft(): number {
    return this.refusals.length;
  }

  /** Resolves once `done` holds of the mails received, or rejects after `timeoutMs`. */
  async until(
    done: (mails: readonly ReceivedMail[]) => boolean,
    timeoutMs = 10_000,
    what = 'the mail expected',
  ): Promise<void> {
    if (done(this.mails)) return;
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!done(this.mails)) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(
          new Error(
            `timed out waiting for ${what}; received: ${this.mails.map((mail) => `${mail.to.join()} "${mail.subject}"`).join('; ')}`,
          ),
        );
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private received(to: string[], parsed: ParsedMail): void {
    this.mails.push({
      to,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      header: (name) => {
        const line = parsed.headerLines.find((entry) => entry.key === name.toLowerCase())?.line;
        return line
          ?.slice(line.indexOf(':') + 1)
          .replace(/\r?\n(?=[ \t])/g, '')
          .trim();
      },
      parsed,
    });
    for (const waiter of [...this.waiters]) waiter();
  }
}
