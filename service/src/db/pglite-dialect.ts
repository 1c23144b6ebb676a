/**
 * A small Kysely dialect for PGlite (PostgreSQL compiled to WebAssembly, in-process). PGlite is one
 * backend, so the driver hands out its single connection to one user at a time (a transaction holds it
 * from BEGIN to COMMIT); the SQL side reuses Kysely's PostgreSQL compiler, adapter and introspector, which
 * is the point: one SQL dialect for the embedded database and PostgreSQL.
 */
import type { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
} from "kysely";

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected === undefined ? {} : { numAffectedRows: BigInt(affected) }),
    };
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported; Kysely only calls it on .stream().
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite dialect: streaming queries are not supported.");
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private holder: Promise<void> = Promise.resolve();
  private releaseHolder: (() => void) | null = null;

  constructor(
    private readonly pglite: PGlite,
    private readonly onDestroy: () => void | Promise<void>,
  ) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.holder;
    let release!: () => void;
    this.holder = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.releaseHolder = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(): Promise<void> {
    const release = this.releaseHolder;
    this.releaseHolder = null;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.holder;
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      await this.onDestroy();
    }
  }
}

export class PGliteDialect implements Dialect {
  /** `onDestroy` runs after the database is closed (e.g. to release a lock file). */
  constructor(
    private readonly pglite: PGlite,
    private readonly onDestroy: () => void | Promise<void> = () => {},
  ) {}

  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.onDestroy);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own Dialect signature takes Kysely<any>.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
