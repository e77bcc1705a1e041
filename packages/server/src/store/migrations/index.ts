import type { Migration, MigrationProvider } from 'kysely/migration';
import { initial } from './0001-initial.ts';
import { resultsFullAudit } from './0002-results-full-audit.ts';

/** Versioned migrations, applied in name order; never edit a shipped one, add the next number instead. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-results-full-audit': resultsFullAudit,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
