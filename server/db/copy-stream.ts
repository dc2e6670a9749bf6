import { Readable } from 'node:stream';
import type pg from 'pg';

/**
 * `COPY … TO STDOUT` and `COPY … FROM STDIN` on a `pg` client, which speaks the protocol's copy
 * messages but offers no stream for them (that is the separate pg-copy-streams package). These
 * are "submittables": objects `client.query()` runs in place of a query, handed the connection's
 * messages. Used by backups (server/backup), where a table is streamed without holding it in memory.
 */

/** The protocol connection inside a `pg` client: only what a copy needs. */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.ReadableStream & NodeJS.WritableStream & { writableNeedDrain?: boolean };
}

/** The command tag 'COPY 123' holds the row count. */
function rowsOf(message: { text?: string }): number {
  return Number(/^COPY (\d+)/.exec(message.text ?? '')?.[1] ?? Number.NaN);
}

/**
 * Streams `COPY … TO STDOUT`: the rows' bytes as they come; `rows` resolves with the server's count
 * once the copy ended. The connection is paused while the reader is behind.
 */
export function copyTo(
  client: pg.Client | pg.PoolClient,
  statement: string,
): { stream: Readable; rows: Promise<number> } {
  let connection: CopyConnection | undefined;
  let paused = false;
  let count = Number.NaN;
  let settle: { resolve: (rows: number) => void; reject: (error: Error) => void } | undefined;
  const rows = new Promise<number>((resolve, reject) => {
    settle = { resolve, reject };
  });
  rows.catch(() => undefined); // the stream reports the error too; a caller may await either
  const stream = new Readable({
    read() {
      if (paused && connection) {
        paused = false;
        connection.stream.resume();
      }
    },
  });
  const submittable = {
    submit(given: CopyConnection) {
      connection = given;
      given.query(statement);
    },
    handleCopyData(message: { chunk: Buffer }) {
      // A copy: the chunk is a view of the parser's buffer, which the next message overwrites.
      if (!stream.push(Buffer.from(message.chunk)) && connection && !paused) {
        paused = true;
        connection.stream.pause();
      }
    },
    handleCommandComplete(message: { text?: string }) {
      count = rowsOf(message);
    },
    // An error ends the query for the client: no ReadyForQuery reaches this object after it.
    handleError(error: Error) {
      if (paused) connection?.stream.resume();
      stream.destroy(error);
      settle?.reject(error);
    },
    handleReadyForQuery() {
      if (paused) connection?.stream.resume();
      stream.push(null);
      settle?.resolve(count);
    },
    handleRowDescription() {},
    handleDataRow() {},
    handleEmptyQuery() {},
    handlePortalSuspended() {},
    handleCopyInResponse(given: CopyConnection) {
      given.sendCopyFail('Not a COPY FROM');
    },
  };
  (client as unknown as { query(submittable: unknown): void }).query(submittable);
  return { stream, rows };
}

/**
 * Runs `COPY … FROM STDIN`, feeding it `source`'s bytes; resolves with the rows the server stored.
 * A failing source aborts the copy (the server then rolls back the statement).
 */
export function copyFrom(client: pg.Client | pg.PoolClient, statement: string, source: Readable): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let count = Number.NaN;
    let failed: Error | undefined;
    let sourceFailed: Error | undefined;
    async function feed(connection: CopyConnection): Promise<void> {
      try {
        for await (const chunk of source) {
          if (failed) break; // the server refused the data: it ignores the rest
          connection.sendCopyFromChunk(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
          if (connection.stream.writableNeedDrain) {
            await new Promise((drained) => connection.stream.once('drain', drained));
          }
        }
        if (!failed) connection.endCopyFrom();
      } catch (error) {
        sourceFailed = error instanceof Error ? error : new Error(String(error));
        connection.sendCopyFail(sourceFailed.message);
      }
    }
    const submittable = {
      submit(connection: CopyConnection) {
        connection.query(statement);
      },
      handleCopyInResponse(connection: CopyConnection) {
        void feed(connection);
      },
      handleCommandComplete(message: { text?: string }) {
        count = rowsOf(message);
      },
      // An error ends the query for the client: no ReadyForQuery reaches this object after it.
      // The source's own error explains more than the server's "COPY from stdin failed".
      handleError(error: Error) {
        failed = error;
        reject(sourceFailed ?? error);
      },
      handleReadyForQuery() {
        resolve(count);
      },
      handleCopyData() {},
      handleRowDescription() {},
      handleDataRow() {},
      handleEmptyQuery() {},
      handlePortalSuspended() {},
    };
    (client as unknown as { query(submittable: unknown): void }).query(submittable);
  });
}
