/** The entry script of a page of the app ('/assets/index-3xY2abcd.js'), which changes with every build. */
export function entryScript(html: string): string | undefined {
  return /<script[^>]*\stype="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
}

const reloadedKey = 'vikreta:reloaded-for-build';

export interface BuildCheck {
  /** The entry script of the build running in this tab. */
  running: string | undefined;
  /** The entry script the server serves now (undefined when it cannot be asked). */
  served: string | undefined;
  /** The build this tab already reloaded onto once, if any. */
  reloadedFor: string | null;
}

/** Reload onto the build the server serves now: only when it is another build, and only once per build. */
export function shouldReload({ running, served, reloadedFor }: BuildCheck): boolean {
  return !!running && !!served && served !== running && reloadedFor !== served;
}

/**
 * After a screen's code failed to load: when the server has been redeployed, reloads the tab once onto the new
 * build (returns true); otherwise (unreachable, or the same build) the screen offers Retry.
 */
export async function reloadOntoNewBuild(): Promise<boolean> {
  const running = document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? undefined;
  const served = await fetch(location.pathname, { cache: 'no-store', headers: { accept: 'text/html' } })
    .then((res) => (res.ok ? res.text() : ''))
    .then(entryScript, () => undefined);
  const check = { running, served, reloadedFor: sessionStorage.getItem(reloadedKey) };
  if (!served || !shouldReload(check)) return false;
  sessionStorage.setItem(reloadedKey, served);
  location.reload();
  return true;
}
