// Why: `npm start` runs `sh -c "node scripts/start.mjs"` and passes SIGTERM and SIGINT on to that
// shell only. Debian's sh (dash) keeps itself between npm and node, so the signal kills the shell
// and the server would run on orphaned, its port taken, with no supervisor able to stop it. npm
// does not pass SIGHUP on at all. So under npm the server also stops (gracefully, as on SIGTERM)
// when npm or its shell is gone. Started any other way (systemd, `node scripts/start.mjs`),
// signals reach the server directly and this does nothing.
import { readFileSync } from 'node:fs';

const SHELLS = new Set(['sh', 'dash', 'bash', 'zsh', 'ash', 'busybox']);
const POLL_MS = 250;

/** Linux's /proc; elsewhere undefined, and only the parent is watched. */
function procField(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

function parentOf(pid) {
  const stat = procField(pid, 'stat');
  // "pid (command) state ppid ...": the command may hold spaces and parentheses.
  const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
  return Number.isInteger(ppid) && ppid > 1 ? ppid : undefined;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Under `npm start`, calls `stop` once when npm or the shell it started us with has exited. */
export function stopWithLauncher(stop) {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const launchers = [parent];
  const shell = procField(parent, 'comm')?.trim();
  if (shell && SHELLS.has(shell)) {
    const npm = parentOf(parent);
    if (npm) launchers.push(npm);
  }
  const timer = setInterval(() => {
    if (process.ppid === parent && launchers.every(isAlive)) return;
    clearInterval(timer);
    stop();
  }, POLL_MS);
  // Never the reason the process stays up.
  timer.unref();
}
