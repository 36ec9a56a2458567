// The bench's copy of server/src/test/fake-chat-server.ts with a delay: a chat-completions server
// that answers every POST …/chat/completions with the same content after `delayMs`. Runs as its own process so
// its timers do not share an event loop with autocannon.
// Usage: node scripts/bench/slow-chat-server.mjs <port> <delayMs> <json file with { keywordAnswer }>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [portArg, delayArg, file] = process.argv.slice(2);
const delayMs = Number(delayArg);
const content = JSON.parse(readFileSync(file, 'utf8')).keywordAnswer;
let served = 0;

const server = createServer(async (req, res) => {
  for await (const chunk of req) void chunk; // read the whole request, as a real provider would
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
    res.statusCode = 404;
    return void res.end('{"error":{"message":"not found"}}');
  }
  const id = ++served;
  setTimeout(() => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        id: `chatcmpl-${id}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'bench-model',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  }, delayMs);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(portArg), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
