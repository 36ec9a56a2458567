// Seeds a database the caller created with sellers on an unlimited bench plan, each with a session, and writes
// their access tokens (signed with JWT_SECRET, as the server will check them) to a JSON file, with a valid
// keyword research answer for the fake chat-completions server.
// Usage: tsx scripts/bench/ai-seed.ts <pglite|postgres> <DATA_DIR|postgres URL> <sellers> <JWT_SECRET> <out.json>
// Closes the database before exiting (PGlite locks its data directory; the server opens it next).
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { keywordResearchResultSchema } from '../../common/src/contracts/ai.js';
import { accessTokens } from '../../server/src/lib/access-tokens.js';
import { systemClock } from '../../server/src/lib/clock.js';
import { builtinEngine } from '../../server/src/providers/ai/builtin/index.js';
import { benchPlan, benchSellers, openBench, rows, type Engine } from './bench-db.js';

const [engine, target, countArg, jwtSecret, outFile] = process.argv.slice(2);
if ((engine !== 'pglite' && engine !== 'postgres') || !target || !countArg || !jwtSecret || !outFile) {
  throw new Error('usage: ai-seed.ts <pglite|postgres> <target> <sellers> <JWT_SECRET> <out.json>');
}

const { database } = await openBench(engine as Engine, target);
const db = database.db;
const planId = await benchPlan(db);
// The bench never logs these sellers in: it opens their sessions here and signs their tokens directly.
const ids = await benchSellers(db, { count: Number(countArg), prefix: 'ai', planId, passwordHash: 'unused' });
const sessions = await rows<{ id: string; user_id: string }>(
  db,
  sql`insert into refresh_token_families (user_id, expires_at)
      select u, now() + interval '30 days' from unnest(${`{${ids.join(',')}}`}::uuid[]) u
      returning id, user_id`,
);
await database.close();

const signer = accessTokens(new TextEncoder().encode(jwtSecret), systemClock);
const tokens = await Promise.all(
  sessions.map((s) => signer.sign({ userId: s.user_id, role: 'user', sessionId: s.id })),
);
// What a model would answer: the built-in engine's keyword research, without the server's metadata.
const answer = keywordResearchResultSchema.parse(
  await builtinEngine.keywordResearch({ keyword: 'wireless earbuds', platform: 'amazon', language: 'en' }),
);
writeFileSync(outFile, JSON.stringify({ tokens, keywordAnswer: JSON.stringify(answer) }));
console.log(JSON.stringify({ sellers: tokens.length }));
