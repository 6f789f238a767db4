import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, Socket } from 'node:net';
import { useTestApp } from '../../../test/test-app';

/**
 * Slow-loris on loopback: clients that send their headers, or their body, a few bytes at a time get 408 and a closed
 * connection once the configured limit passes (1 s for the headers, 2 s for the whole request here; 30 s by
 * default), while they are still sending. Without the limits Node waits 60 s for headers and 300 s for a request,
 * and these tests time out.
 */
describe('slow clients', () => {
  const app = useTestApp({ env: { HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' } });
  let port: number;
  beforeAll(async () => {
    const server: Server = app.running.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  /** Opens a connection, sends `head` and then `drip` every 200 ms until the server closes it; answers what came back. */
  function dribble(head: string, drip: string): Promise<{ answer: string; stillSending: boolean }> {
    return new Promise((resolve, reject) => {
      const socket: Socket = connect(port, '127.0.0.1');
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      let open = true;
      socket.on('connect', () => {
        socket.write(head);
        timer = setInterval(() => open && socket.write(drip), 200);
      });
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('error', (error) => (error as NodeJS.ErrnoException).code !== 'ECONNRESET' && reject(error));
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, stillSending: open });
        open = false;
      });
    });
  }

  it('closes a connection that sends its headers a line at a time, with 408', async () => {
    const { answer, stillSending } = await dribble('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: a\r\n');
    expect(stillSending).toBe(true);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
  }, 15_000);

  it('closes a connection that sends its body a byte at a time, with 408', async () => {
    const head = 'POST /api/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{';
    const { answer, stillSending } = await dribble(head, ' ');
    expect(stillSending).toBe(true);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
  }, 15_000);

  it('keeps serving ordinary requests meanwhile', async () => {
    const slow = dribble('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: a\r\n');
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    await slow;
  });
});
