import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpListener } from '../testing/smtp-listener.js';
import type { Letter } from './compose.js';
import { MailFailure, createMailTransport } from './transport.js';

const FROM = 'Brethren <no-reply@brethren.example>';
const letter: Letter = {
  to: 'anne@example.org',
  subject: 'Tocca a te a Cartagena',
  text: 'Ciao anne,\n\nApri il tavolo: https://brethren.example/matches/1\n',
  html: '<p>Ciao anne,</p>',
  headers: {
    'List-Unsubscribe': '<https://api.brethren.example/mail/unsubscribe?token=u.1.YOUR_TURN.x>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

describe('without SMTP_URL, each mail is an .eml file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'brethren-mail-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('that a mail program opens: headers, plain text and HTML', async () => {
    const folder = path.join(dir, 'mail');
    const transport = createMailTransport({ dir: folder, from: FROM });
    await transport.send(letter);
    await transport.send({ ...letter, to: 'bob@example.org' });
    transport.close();
    const files = (await readdir(folder)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const anne = files.find((file) => file.includes('anne@example.org'))!;
    const mail = await simpleParser(await readFile(path.join(folder, anne)));
    expect(mail.subject).toBe('Tocca a te a Cartagena');
    expect(mail.from?.value).toEqual([{ name: 'Brethren', address: 'no-reply@brethren.example' }]);
    expect(mail.text).toContain('Apri il tavolo: https://brethren.example/matches/1');
    expect(mail.html).toContain('<p>Ciao anne,</p>');
    expect(mail.headerLines.find((header) => header.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
  });
});

describe('through SMTP', () => {
  let smtp: SmtpListener;
  beforeAll(async () => {
    smtp = await SmtpListener.start();
  });
  afterAll(() => smtp.close());

  it('delivers to the server, and says whether a refusal is for good (5xx) or for now (4xx)', async () => {
    const transport = createMailTransport({ smtpUrl: smtp.url, dir: '/nonexistent', from: FROM });
    await transport.send(letter);
    expect(smtp.to('anne@example.org').map((mail) => mail.subject)).toEqual(['Tocca a te a Cartagena']);
    expect(smtp.mails[0]!.header('list-unsubscribe')).toBe(letter.headers['List-Unsubscribe']);

    smtp.refuseNext(550, 451);
    const refusals = [];
    for (let i = 0; i < 2; i++) refusals.push(await transport.send(letter).catch((error: unknown) => error));
    expect(refusals.map((error) => error instanceof MailFailure && error.permanent)).toEqual([true, false]);
    transport.close();
  });

  it('fails for now when no server answers', async () => {
    // A port nothing listens on: taken, then freed.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dir: '/nonexistent',
      from: FROM,
    });
    const error = await transport.send(letter).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(MailFailure);
    expect((error as MailFailure).permanent).toBe(false);
    transport.close();
  });
});
