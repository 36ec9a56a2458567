// Browser tests use Debian's Chromium; never a downloaded browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing: run 'sudo apt-get update && sudo apt-get install -y chromium' and try again.`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package...");
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core',
    {
      stdio: 'inherit',
    },
  );
}
