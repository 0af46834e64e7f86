// What a failed write to PostgreSQL says about trying it again, for the writers that must not
// lose what they hold (the metering path): a failure of the connection or of the server's state
// passes, a refusal of the data does not, however often it is sent.
import pg from 'pg';

export type WriteFailure =
  /** The connection or the server's state (lost, restarting, overloaded, a deadlock): the same write can succeed later. */
  | 'transient'
  /** The server refused the data itself (a value too long, a NUL, a broken constraint): the same write fails every time. */
  | 'refused'
  /** Anything else (a missing table, a bug): a few more tries may tell, not an endless loop. */
  | 'unexplained';

/**
 * SQLSTATE classes (https://www.postgresql.org/docs/current/errcodes-appendix.html) a retry can
 * get past: 08 connection exception, 40 transaction rollback (serialization failure, deadlock),
 * 53 insufficient resources (disk full, too many connections), 57 operator intervention (admin
 * or crash shutdown, a database starting up, a cancelled statement), 58 system error (I/O).
 */
const TRANSIENT_CLASSES = new Set(['08', '40', '53', '57', '58']);
/** Single codes a retry can get past: a lock not available now; a read-only server (a failover under way). */
const TRANSIENT_CODES = new Set(['55P03', '25006']);
/**
 * Classes that are about the data: 22 data exception (too long, out of range, invalid text),
 * 23 integrity constraint violation, 54 program limit exceeded (a value too large to index).
 */
const REFUSED_CLASSES = new Set(['22', '23', '54']);

const LANGUAGE_ERRORS = new Set(['TypeError', 'RangeError', 'SyntaxError', 'ReferenceError']);

export function kindOfWriteFailure(error: unknown): WriteFailure {
  if (error instanceof pg.DatabaseError) {
    const code = error.code ?? '';
    if (TRANSIENT_CLASSES.has(code.slice(0, 2)) || TRANSIENT_CODES.has(code)) return 'transient';
    return REFUSED_CLASSES.has(code.slice(0, 2)) ? 'refused' : 'unexplained';
  }
  // JavaScript's own error classes come from the writer's code or its data, never from a socket.
  // (By name: Node's internal errors, a Buffer's RangeError say, need not share this realm's classes.)
  if (error instanceof Error && LANGUAGE_ERRORS.has(error.name)) return 'unexplained';
  // The pg client reports a lost connection, a refused or timed-out connect and the like as a
  // plain Error or a Node system error (ECONNRESET, ECONNREFUSED...), without a SQLSTATE.
  return 'transient';
}
