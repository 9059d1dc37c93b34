// The database, one entry for every floor above: opening it on either driver, the data version and
// what is kept per version, reading rows, what a failure means, transactions and the PGlite lock.
export {
  configFromEnv,
  type Database,
  type DatabaseConfig,
  migrationsFolder,
  openDatabase,
  type OpenOptions,
} from "./connect";
export {
  currentDataVersion,
  currentDataVersionQuery,
  keptPerVersion,
  readInSlices,
  SLICED_READ_ATTEMPTS,
} from "./data-version";
export { isDatabaseUnavailable, isStatementCancelled, isUniqueViolation } from "./errors";
export { DataDirInUseError, lockDataDir } from "./pglite-lock";
export { type Db, jsonRows, queryJsonRows, queryRows } from "./sql";
export { BULK_WRITE_TIME_LIMIT_MS, lockForWrite, retryingTransaction, withTimeLimit } from "./transactions";
