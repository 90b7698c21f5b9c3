import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Letter } from './compose.js';

/** Where mail goes: an SMTP server, or (the embedded default) a folder of .eml files. */
export interface MailTransport {
  /** Sends one mail; rejects with a `MailFailure` saying whether trying again may help. */
  send(letter: Letter): Promise<void>;
  close(): void;
}

/** A mail that did not go: `permanent` when the server refused it for good (5xx), so retrying is pointless. */
export class MailFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'MailFailure';
  }
}

/**
 * How long one SMTP step may take: well inside the mailer's lease on what it claimed, so a hung
 * server makes the send fail (and another try later) rather than let another node send it too.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailTransport(settings: {
  readonly smtpUrl?: string | undefined;
  readonly dir: string;
  readonly from: string;
}): MailTransport {
  return settings.smtpUrl
    ? smtpTransport(settings.smtpUrl, settings.from)
    : fileTransport(settings.dir, settings.from);
}

/** Through nodemailer's SMTP pool: one connection kept open between mails of a batch. */
function smtpTransport(url: string, from: string): MailTransport {
  // Options in the URL (`?pool=false`, timeouts) win over these.
  const transporter = nodemailer.createTransport(
    { url, pool: true, maxConnections: 2, ...SMTP_TIMEOUTS },
    { from },
  );
  return {
    send: async (letter) => {
      try {
        await transporter.sendMail({ ...letter, headers: { ...letter.headers } });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        throw new MailFailure(
          `SMTP: ${error instanceof Error ? error.message : String(error)}`,
          code !== undefined && code >= 500,
          { cause: error },
        );
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * Each mail as an .eml file in `dir` (opened by any mail program), named by the time and the
 * address it is for, so someone trying the site reads what it would have sent.
 */
function fileTransport(dir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true }, { from });
  return {
    send: async (letter) => {
      try {
        const info = await transporter.sendMail({ ...letter, headers: { ...letter.headers } });
        await mkdir(dir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const who = letter.to.replace(/[^A-Za-z0-9@._-]/g, '_');
        const file = path.join(dir, `${stamp}-${who}-${randomBytes(3).toString('hex')}.eml`);
        await writeFile(file, info.message as Buffer);
      } catch (error) {
        throw new MailFailure(
          `writing mail: ${error instanceof Error ? error.message : String(error)}`,
          false,
          {
            cause: error,
          },
        );
      }
    },
    close: () => transporter.close(),
  };
}
