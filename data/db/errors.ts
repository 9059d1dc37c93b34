// What a failed statement means: a unique name taken, or the database out of reach.
/** The SQLSTATE of a database error, whichever driver or wrapper (Drizzle puts the driver's error in `cause`). */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

function errorMessages(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages;
}

/** True for PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return errorCodes(error).includes("23505");
}

/**
 * True when the statement was stopped for taking too long: cancelled by the server
 * (statement_timeout, 57014) or given up by node-postgres (`query_timeout`). A bulk write under its
 * own time limit (withTimeLimit) that meets this ran too long, and nothing of it was stored.
 */
export function isStatementCancelled(error: unknown): boolean {
  return (
    errorCodes(error).includes("57014") || errorMessages(error).some((message) => /Query read timeout/.test(message))
  );
}

/**
 * SQLSTATEs that say the database is gone, going or not answering in time: shutdown (57P01–57P03),
 * a statement cancelled (57014, statement_timeout), connection exceptions (08…), too many connections.
 */
const UNAVAILABLE_CODES =
  /^(57P0[123]|57014|08\w{3}|53300)$|^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND)$/;
/** What node-postgres says, without a code, when a connection breaks, cannot be had, or a query gets no answer. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended|Query read timeout/;

/**
 * True when a query failed because the database cannot be reached (an outage, a restart, a
 * terminated backend), not because of what was asked: the request gets 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    errorCodes(error).some((code) => UNAVAILABLE_CODES.test(code)) ||
    errorMessages(error).some((message) => UNAVAILABLE_MESSAGES.test(message))
  );
}
