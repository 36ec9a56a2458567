import { createServer, type Server, type Socket } from 'node:net';

/**
 * A minimal SMTP server for one test: it records every message it accepts. While `hold` is on it reads a
 * message to its end and never answers, as a mail server that stalls: the sender is still waiting when the
 * test acts (the message is counted in `held`, not in `accepted`).
 */
export async function fakeSmtp() {
  const accepted: string[] = [];
  const held: string[] = [];
  const sockets = new Set<Socket>();
  const state = { hold: true };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let inData = false;
    let body = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            if (state.hold) held.push(body);
            else {
              accepted.push(body);
              socket.write('250 OK queued\r\n');
            }
            body = '';
          } else body += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    held,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
