import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startJobQueue, stopJobQueue } from '../../server/jobs/job-queue.ts';
import { type Actor, actorFor, newUser, publishedAd } from './support/actors.ts';
import { startSecuritySite } from './support/security-site.ts';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123';
const lines: Record<string, unknown>[] = [];
let site: Awaited<ReturnType<typeof startSecuritySite>>;
let reader: Actor;
let adSlug: string;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  site = await startSecuritySite({ env: { METRICS_TOKEN }, requestLogger: pino({ level: 'info' }, sink) });
  const user = await newUser('Lectora Atenta');
  reader = await actorFor('user', user);
  adSlug = (await publishedAd(user.id)).slug;
});

afterAll(async () => {
  await stopJobQueue();
  await site.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.origin}${path}`, { headers, redirect: 'manual' });
  return { response, text: await response.text() };
}

describe('request log', () => {
  test('one line per request with its id, the user, the route pattern, the status and the time', async () => {
    const page = await get(`/en/s/${adSlug}`, { cookie: reader.cookie });
    const api = await get('/api/es/user', { cookie: reader.cookie });
    const guest = await get('/search');
    const find = (response: Response) => lines.find((line) => line.requestId === response.headers.get('x-request-id'));
    // A line is written once its answer has gone out: wait for the three.
    await vi.waitFor(() => expect([page, api, guest].map(({ response }) => find(response))).not.toContain(undefined));
    expect(find(page.response)).toMatchObject({
      msg: 'request',
      userId: reader.user?.id,
      method: 'GET',
      route: '/s/:classified',
      status: 200,
      ms: expect.any(Number),
    });
    expect(find(api.response)).toMatchObject({ userId: reader.user?.id, route: '/api/:locale/user', status: 200 });
    expect(find(guest.response)).toMatchObject({ userId: null, route: '/search', status: 200 });
  });
});

describe('/metrics', () => {
  test('answers only a scraper with the token', async () => {
    expect((await get('/metrics')).response.status).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong-token-of-some-length' })).response.status).toBe(401);
    const { response, text } = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain('process_cpu_seconds_total');
  });

  test('request latency by route pattern (no ad slug in any label), websockets and queue depth', async () => {
    await get(`/s/${adSlug}`);
    await get('/api/es/global-data');
    await get('/no/such/page/at/all/in/this/site');
    const { text } = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/s\/:classified",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/:locale\/global-data",status="200"\} \d+/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/\*",status="404"\} \d+/);
    expect(text).not.toContain(adSlug);
    expect(text).toMatch(/^galope_websocket_connections 0$/m);
    expect(text).toContain('# TYPE galope_job_queue_depth gauge');
  });

  test("job queue depth comes from pg-boss's own queue rows", async () => {
    await startJobQueue({ jobs: [{ name: 'security-probe', handle: async () => {} }] });
    const { text } = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(text).toMatch(/^galope_job_queue_depth\{queue="security-probe",state="queued"\} 0$/m);
    expect(text).toMatch(/^galope_job_queue_depth\{queue="security-probe",state="active"\} 0$/m);
  });
});
