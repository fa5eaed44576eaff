// A process that takes a DATA_DIR lock, for data-dir-lock.test.ts (issue 29, item 2).
// Usage: tsx lock-holder.fixture.ts <dir> hold|die — prints `locked <pid>` once it holds the
// lock; `hold` then waits until its stdin closes, `die` ends at once by SIGKILL (no release).
// A refusal prints the message on stderr and exits with code 3.
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

const [dir, mode] = process.argv.slice(2);
try {
  await lockDataDir(dir!);
} catch (err) {
  if (!(err instanceof DataDirInUseError)) throw err;
  process.stderr.write(err.message);
  process.exit(3);
}
process.stdout.write(`locked ${process.pid}\n`);
if (mode === 'die') process.kill(process.pid, 'SIGKILL');
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
