import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply = { status: number; body?: unknown } | { content: string } | { hang: true };

/**
 * A local server speaking the chat-completions protocol, for testing the OpenAI-compatible provider:
 * each request takes the next scripted reply (the last one repeats) and is kept for inspection.
 */
export async function fakeChatServer(initial: FakeReply[] = []) {
  let script = initial;
  const requests: Array<Record<string, unknown>> = [];
  const hung: ServerResponse[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    requests.push(JSON.parse(raw || '{}') as Record<string, unknown>);
    const reply = script[Math.min(requests.length - 1, script.length - 1)]!;
    if ('hang' in reply) return void hung.push(res);
    res.setHeader('content-type', 'application/json');
    if ('status' in reply) {
      res.statusCode = reply.status;
      return void res.end(
        JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}`, type: 'server_error' } }),
      );
    }
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: 'chat.completion',
        created: 1_795_300_000,
        model: 'fake-model',
        choices: [
          { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    /**
     * Resolves, once the client has closed every connection the server held open (`hang` replies) without an
     * answer, with how many those were: the client gave up on them rather than waiting forever.
     */
    abandoned: () =>
      Promise.all(
        hung.map((res) => (res.closed ? undefined : new Promise((resolve) => res.once('close', resolve)))),
      ).then(() => hung.filter((res) => !res.writableEnded).length),
    /** Starts a new script and forgets the requests seen so far. */
    reset(next: FakeReply[]) {
      script = next;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        hung.forEach((r) => r.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
