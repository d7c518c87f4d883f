/**
 * The browser journeys drive Debian's Chromium (never a test tool's own download). A fresh Debian machine has
 * none: install it with apt-get when this user may (root, or sudo without a password), else stop at once with
 * the one command to run, before any suite has spent minutes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const packages = ['chromium', 'fonts-liberation'];
const installCommand = `sudo apt-get install -y ${packages.join(' ')}`;

/** Returns when Chromium is there (or now installed); otherwise exits with the command to run. */
export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  const isRoot = process.getuid?.() === 0;
  const canSudo = !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!isRoot && !canSudo) stop(`Chromium is missing (${chromiumPath}); the browser tests need it. Run:`);
  console.log(
    `Chromium is missing (${chromiumPath}): installing Debian's ${packages.join(', ')} with apt-get…`,
  );
  const asRoot = (args: string[]) =>
    spawnSync(isRoot ? (args[0] ?? '') : 'sudo', isRoot ? args.slice(1) : ['-n', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  const installed =
    asRoot(['apt-get', 'update', '-qq']) &&
    asRoot(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
  if (!installed || !existsSync(chromiumPath)) stop('Installing Chromium failed. Run it yourself:');
}

function stop(reason: string): never {
  console.error(`\n${reason}\n  ${installCommand}\nthen run npm test again (or set CHROMIUM_PATH).\n`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
