// `npm run backup -- <folder>`: a consistent copy of Foyer's data in <folder>/foyer-backup-<time>/,
// safe while the server runs. Reads DATA_DIR, DATABASE_URL and STORAGE as the server does.
// SQLite: the database through SQLite's online backup (a snapshot even mid-write, unlike a file
// copy) and the uploads folder. PostgreSQL: pg_dump when installed, else the command to run.
// Restoring: docs/operations.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const target = process.argv[2];
if (!target || target.startsWith('-')) {
  console.error('Usage: npm run backup -- <folder>   (writes <folder>/foyer-backup-<time>/)');
  process.exit(2);
}

const env = (name) => (process.env[name]?.trim() ? process.env[name].trim() : undefined);
const dataDir = resolve(env('DATA_DIR') ?? './data');
const databaseUrl = env('DATABASE_URL');
// Uploads are files under DATA_DIR only with local storage; S3 and database storage keep them elsewhere.
const storage = env('STORAGE') ?? 'local';
const localUploads = storage === 'local';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const dest = join(resolve(target), `foyer-backup-${stamp}`);
mkdirSync(resolve(target), { recursive: true });
mkdirSync(dest);

const written = [];
let complete = true;

function sizeOf(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return { files: 1, bytes: stat.size };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(path)) {
    const inner = sizeOf(join(path, entry));
    files += inner.files;
    bytes += inner.bytes;
  }
  return { files, bytes };
}

const humanSize = (bytes) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Uploads are written to a hidden temporary name, then renamed: only finished files are copied. */
async function copyUploads(onlyNew) {
  const from = join(dataDir, 'uploads');
  if (!existsSync(from)) return;
  await cp(from, join(dest, 'uploads'), {
    recursive: true,
    force: !onlyNew,
    errorOnExist: false,
    filter: (src) => src === from || !src.slice(from.length + 1).startsWith('.'),
  });
}

async function backupSqlite() {
  const file = join(dataDir, 'foyer.db');
  if (!existsSync(file)) throw new Error(`No SQLite database at ${file} (is DATA_DIR right?)`);
  const { default: SQLite } = await import('better-sqlite3');
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(join(dest, 'foyer.db'));
  } finally {
    source.close();
  }
  // One self-contained file (the server turns WAL on again when it opens it), checked.
  const copy = new SQLite(join(dest, 'foyer.db'), { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copied database fails SQLite's quick_check: ${check}`);
  } finally {
    copy.close();
  }
  written.push(['foyer.db', `SQLite database, ${humanSize(statSync(join(dest, 'foyer.db')).size)}, checked`]);
}

/** pg_dump reads the password from the environment, so it never shows in the process list. */
function backupPostgres() {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const file = join(dest, 'foyer.pgdump');
  const args = ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`];
  const found = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (found.status !== 0) {
    complete = false;
    console.error(
      'pg_dump is not installed here: install the PostgreSQL client tools (same major version as ' +
        'the server) and run\n' +
        `  pg_dump --format=custom --no-owner --file=foyer.pgdump "$DATABASE_URL"`,
    );
    return;
  }
  const dump = spawnSync('pg_dump', args, {
    stdio: 'inherit',
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  });
  if (dump.status !== 0) throw new Error(`pg_dump failed (exit code ${dump.status})`);
  written.push(['foyer.pgdump', `PostgreSQL dump (pg_restore format), ${humanSize(statSync(file).size)}`]);
}

try {
  // Uploads, then the database, then uploads added meanwhile: every file the database copy
  // refers to is there, whatever was uploaded while the backup ran.
  if (localUploads) await copyUploads(false);
  if (databaseUrl) backupPostgres();
  else await backupSqlite();
  if (localUploads) {
    await copyUploads(true);
    if (existsSync(join(dest, 'uploads'))) {
      const { files, bytes } = sizeOf(join(dest, 'uploads'));
      written.push(['uploads/', `${files} files, ${humanSize(bytes)}`]);
    }
  }
} catch (error) {
  console.error(`Backup failed: ${error.message}`);
  console.error(`Incomplete backup left in ${dest}`);
  process.exit(1);
}

console.log(`Backup written to ${dest}`);
for (const [name, what] of written) console.log(`  ${name.padEnd(14)} ${what}`);
if (storage === 's3')
  console.log('  Uploads are in the S3 bucket: back it up with the provider (versioning or a sync).');
if (storage === 'database') console.log('  Uploads are stored in the database: they are in this copy of it.');
console.log('Not copied: the mail outbox (sent mail only). Restoring: docs/operations.md');
process.exit(complete ? 0 : 1);
