// errors.js - the one error type the package throws for a failed call.

/**
 * A negative status of the library.  `code` is the number, `status` its
 * name ("EFEN", "EILLEGAL", ...); for text the library read, `line`,
 * `column` (from 1) and `offset` (bytes) say where, 0 when not about a text.
 */
export class VchessError extends Error {
  constructor(code, status, message, where = {}) {
    super(message);
    this.name = 'VchessError';
    this.code = code;
    this.status = status;
    this.line = where.line ?? 0;
    this.column = where.column ?? 0;
    this.offset = where.offset ?? 0;
  }
}
