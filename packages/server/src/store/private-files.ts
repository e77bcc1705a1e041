import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';

/** The store file and the two SQLite creates beside it in WAL mode (with the main file's permissions). */
const STORE_FILE_SUFFIXES = ['', '-wal', '-shm'];

/**
 * Creates the embedded store's directory and file so that other users of the machine cannot read them: the store
 * holds every key's webhook signing secret in clear (the sender needs it), so a world-readable file would let any
 * local account forge completion webhooks to the CMS receivers. A new directory is 0700 and a new file 0600;
 * an existing file readable by others (every store created before this) loses those bits, while group bits an
 * operator chose are kept.
 *
 * @example
 * ```ts
 * ensurePrivateStoreFiles('/var/lib/geo-audit', '/var/lib/geo-audit/geo-audit.sqlite');
 * // drwx------ /var/lib/geo-audit (when created now), -rw------- geo-audit.sqlite
 * ```
 */
export function ensurePrivateStoreFiles(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const suffix of STORE_FILE_SUFFIXES) {
    let mode: number;
    try {
      mode = statSync(file + suffix).mode & 0o7777;
    } catch {
      continue;
    }
    if ((mode & 0o007) !== 0) chmodSync(file + suffix, mode & ~0o007);
  }
}
