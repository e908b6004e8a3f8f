/**
 * What the server keeps of a database error: the SQLSTATE code and constraint, which the
 * routes decide on (23505 = unique violation), and a message with every quoted value blanked.
 * Drivers attach the query's parameters, the failing row's values (`detail`: "Key (email)=(…)")
 * and the SQL text; those may hold password hashes, e-mails and tokens, so none of it travels
 * further: not into logs, error reports or a response.
 */
export class DatabaseError extends Error {
  readonly code: string | undefined;
  readonly constraint: string | undefined;

  constructor(cause: unknown) {
    const source = (cause ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
    super(
      `database error${typeof source.code === 'string' ? ` ${source.code}` : ''}: ${blankValues(String(source.message ?? 'unknown'))}`,
    );
    this.name = 'DatabaseError';
    this.code = typeof source.code === 'string' ? source.code : undefined;
    this.constraint = typeof source.constraint === 'string' ? source.constraint : undefined;
  }
}

/** `invalid input syntax for type integer: "secret"` → `…: "…"`; identifiers in quotes go too. */
export function blankValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').replace(/\([^)]*\)=\([^)]*\)/g, '(…)=(…)');
}

/** Runs a driver call, replacing any error it throws by a DatabaseError. */
export async function cleanErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw error instanceof DatabaseError ? error : new DatabaseError(error);
  }
}
