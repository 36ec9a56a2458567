import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel migration 0007 announces writes on: '<table>:<user id>', or '<table>:*' for every row. */
export const changesChannel = 'vikreta_changes';

/** A committed write: which table, and whose rows (null: any row, or everything when table is '*'). */
export interface Change {
  table: string;
  owner: string | null;
}

/** What the database says about committed writes, for whatever a process keeps in memory. */
export interface ChangeFeed {
  /** True while every change is heard: memory may be trusted only then. */
  readonly live: boolean;
  subscribe(listener: (change: Change) => void): () => void;
}

/** The feed's listeners; told of everything ('*') when hearing starts or stops. */
export function changeHub() {
  const listeners = new Set<(change: Change) => void>();
  let live = false;
  const tell = (change: Change) => listeners.forEach((listener) => listener(change));
  return {
    get live() {
      return live;
    },
    subscribe(listener: (change: Change) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    heard(payload: string | undefined) {
      const at = payload?.lastIndexOf(':') ?? -1;
      if (!payload || at < 0) return tell({ table: '*', owner: null });
      const owner = payload.slice(at + 1);
      tell({ table: payload.slice(0, at), owner: owner === '*' ? null : owner });
    },
    setLive(next: boolean) {
      if (next === live) return;
      live = next;
      tell({ table: '*', owner: null });
    },
  };
}
export type ChangeHub = ReturnType<typeof changeHub>;

/**
 * PGlite is one connection in this process (and one process per folder): its notifications arrive while the
 * writing query is still being answered, before its caller goes on.
 */
export async function listenOnPglite(client: PGlite, hub: ChangeHub): Promise<void> {
  await client.listen(changesChannel, (payload) => hub.heard(payload));
  hub.setLive(true);
}

/** One PostgreSQL connection hears the feed (the pool's onConnect does this for each of its connections). */
export async function listenOn(client: pg.ClientBase, hub: ChangeHub): Promise<void> {
  client.on('notification', (message) => hub.heard(message.payload));
  await client.query(`LISTEN ${changesChannel}`);
}

/**
 * PostgreSQL: every pool connection listens (listenOn), so this process's own writes are heard before the
 * write's promise settles (the notification precedes the commit's ReadyForQuery on the same connection); and
 * this extra connection always listens, so writes of other processes are heard even while the pool is empty.
 * While it is down the feed is not live (memory is bypassed) and it reconnects every second.
 */
export async function listenOnPostgres(
  url: string,
  hub: ChangeHub,
  onError: (error: Error) => void,
): Promise<{ close(): Promise<void> }> {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    hub.setLive(false);
    void client.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void connect().catch(onError), 1000).unref();
  };
  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('error', (error) => {
      onError(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await listenOn(client, hub);
    } catch (error) {
      current = client;
      lost(client);
      throw error;
    }
    if (closed) return void (await client.end());
    current = client;
    hub.setLive(true);
  }
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      hub.setLive(false);
      await client?.end();
    },
  };
}
