import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A loopback HTTP receiver for webhook and Slack deliveries: records each POST's headers and exact body. */
export interface WebhookReceiver {
  url: string;
  received: { path: string; headers: IncomingHttpHeaders; body: string }[];
  /** Every request, failed ones included, with the status it got and when it was answered (ms since the epoch). */
  attempts: { path: string; status: number; answeredAt: number }[];
  /** Answers with this status from now on (to test retries). */
  answer(status: number): void;
  /** Answers the next `count` requests with `status`, then goes back to the status before. */
  failNext(count: number, status: number): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: WebhookReceiver['received'] = [];
  const attempts: WebhookReceiver['attempts'] = [];
  let status = 200;
  let failing: { count: number; status: number } | null = null;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let answer = status;
      if (failing && failing.count > 0) {
        answer = failing.status;
        failing.count--;
      }
      if (answer < 300) received.push({ path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      // Noted before the answer leaves: whatever the sender does about it comes later.
      attempts.push({ path: request.url ?? '/', status: answer, answeredAt: Date.now() });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    attempts,
    answer: (next) => {
      status = next;
    },
    failNext: (count, next) => {
      failing = { count, status: next };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A real SMTP server (smtp-server) on loopback; every mail is parsed with mailparser. */
export interface MailReceiver {
  smtpUrl: string;
  mails: ParsedMail[];
  close(): Promise<void>;
}

export async function startMailReceiver(): Promise<MailReceiver> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { smtpUrl: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Waits (polling) until `check` returns something; fails with `what` after `timeoutMs`. Not a timing assertion. */
export async function eventually<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
