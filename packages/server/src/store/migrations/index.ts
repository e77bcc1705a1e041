import type { Migration, MigrationProvider } from 'kysely/migration';
import { initial } from './0001-initial.ts';

/** Versioned migrations, applied in name order; never edit a shipped one, add the next number instead. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
