/**
 * Raw-socket helpers for the services' malformed-request tests (`@kado/shared/testing/http`).
 * `app.inject` never goes through Node's HTTP parser, so what Node itself refuses (oversized
 * headers, unknown methods, trickled bodies, requests during shutdown) can only be tested on a
 * real connection. Tests only: it imports `node:net`, which the browser bundle must never reach.
 */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: string;
}

export interface Trickle {
  /** One byte every this many ms, until the server closes the connection. */
  everyMs: number;
  /** The byte sent: one the declared content type could start with, so only slowness is wrong. */
  byte: string;
}

/**
 * One request on a fresh connection, written as given (so it can be malformed); with `trickle`,
 * the body follows byte by byte until the server closes the connection. Resolves with what the
 * server wrote, once the connection is closed.
 */
export function rawRequest(port: number, head: string, trickle?: Trickle): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined); // writes after the server closed: the close follows
    socket.on('close', () => {
      clearInterval(timer);
      const [top = '', body = ''] = received.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = top.split('\r\n');
      if (!statusLine) {
        reject(new Error('the connection closed without an answer'));
        return;
      }
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(head);
    if (trickle) {
      timer = setInterval(() => {
        if (socket.writable) socket.write(trickle.byte);
      }, trickle.everyMs);
    }
  });
}

/** The product's error envelope (`{ error: { code, message, requestId } }`) in a raw body. */
export const envelopeOf = (body: string) =>
  (JSON.parse(body) as { error: { code: string; message: string; requestId: string } }).error;

/**
 * Begins a GET, closes the app while the request is arriving (so its connection is not idle and
 * the server must answer it rather than drop it), then finishes the request: resolves with what
 * the closing server answered, once both the connection and the app are closed.
 */
export async function requestWhileClosing(
  app: { close(): Promise<unknown> },
  port: number,
  path: string,
) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise((resolve) => socket.on('close', resolve));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const closing = app.close();
  socket.write('\r\n');
  await closed;
  await closing;
  const [top = '', body = ''] = received.split('\r\n\r\n', 2);
  // `head` lower-cased, so a test can look for `name: value` whatever the server's casing.
  return { statusLine: top.split('\r\n')[0], head: top.toLowerCase(), body };
}
