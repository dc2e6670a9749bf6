import net from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { databaseUnavailableReason, isDatabaseUnavailable } from './database-unavailable.ts';

function serverError(code: string, message = 'server error'): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** A port that refuses connections: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Accepts connections and never answers: a server that hangs.
const held = new Set<net.Socket>();
const silent = net.createServer((socket) => held.add(socket));
afterAll(async () => {
  for (const socket of held) socket.destroy();
  if (silent.listening) await new Promise((resolve) => silent.close(resolve));
});

describe('isDatabaseUnavailable', () => {
  test('shutdown, crash and start-up refusals of the server are unavailability', () => {
    expect(isDatabaseUnavailable(serverError('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(serverError('57P02'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('08006'))).toBe(true);
    expect(isDatabaseUnavailable(serverError('08P01'))).toBe(true);
  });

  test("a query's own mistakes are not", () => {
    expect(isDatabaseUnavailable(serverError('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isDatabaseUnavailable(serverError('40001'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  test('wrapped by Drizzle, the cause decides', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], serverError('57P01')))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], serverError('23505')))).toBe(false);
    // The log line names the cause, not the query and its parameters.
    expect(databaseUnavailableReason(new DrizzleQueryError('select $1', ['token-hash'], serverError('57P01')))).toBe(
      '57P01',
    );
  });

  test('a refused connection, as node-postgres reports it', async () => {
    const client = new pg.Client({ connectionString: `postgres://galope@127.0.0.1:${await closedPort()}/galope` });
    const error = await client.connect().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(databaseUnavailableReason(error)).toBe('ECONNREFUSED');
  });

  test("a pool's connect timeout and a connection the server closed", async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const pool = new pg.Pool({
      connectionString: `postgres://galope@127.0.0.1:${port}/galope`,
      connectionTimeoutMillis: 200,
    });
    const timedOut = await pool.query('select 1').catch((caught: unknown) => caught);
    await pool.end();
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
});
