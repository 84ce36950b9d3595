import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  messageId: string | null;
  subject: string | null;
  text: string;
}

/**
 * A small SMTP server for tests (the `smtp-server` package): AUTH PLAIN/LOGIN with one user, records each
 * message's envelope, Message-ID, subject and text. While `down` it answers 421 as a busy server does.
 */
export interface FakeSmtp {
  url: string;
  mails: ReceivedMail[];
  down: boolean;
  /** Mails to one address, newest last. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

function header(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

function bodyText(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  // nodemailer sends plain text as quoted-printable when lines are long or not ASCII.
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startFakeSmtp(opts: { user: string; pass: string }): Promise<FakeSmtp> {
  const mails: ReceivedMail[] = [];
  const state = { down: false };
  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === opts.user && auth.password === opts.pass)
        return cb(null, { user: auth.username });
      return cb(new Error('Invalid username or password'));
    },
    onMailFrom(_address, _session, cb) {
      if (state.down) {
        const err = new Error('Service not available, try again later') as Error & { responseCode: number };
        err.responseCode = 421;
        return cb(err);
      }
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: header(raw, 'Message-ID'),
          subject: header(raw, 'Subject'),
          text: bodyText(raw),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${encodeURIComponent(opts.user)}:${encodeURIComponent(opts.pass)}@127.0.0.1:${port}`,
    mails,
    get down() {
      return state.down;
    },
    set down(v: boolean) {
      state.down = v;
    },
    to: (address) => mails.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
