import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { singleton } from './singleton.ts';

/**
 * The process's Prometheus metrics (docs/decisions/0032): Node's own (event loop lag, heap, CPU,
 * handles), request latency by route pattern, open websockets and job queue depth. Readers of
 * live values are registered by the modules that own them (`measureWebsockets`, `measureQueues`),
 * so this module imports nothing above it.
 */
interface Metrics {
  registry: Registry;
  requestSeconds: Histogram<'method' | 'route' | 'status'>;
  requestErrors: Counter<'route'>;
  websockets: Gauge;
  queueDepth: Gauge<'queue' | 'state'>;
  readers: { websockets?: () => number; queues?: () => Promise<QueueDepth[]> };
}

export interface QueueDepth {
  queue: string;
  /** Jobs waiting (ready, deferred or blocked). */
  queued: number;
  /** Jobs a worker holds now. */
  active: number;
}

const metrics = singleton<Metrics>('metrics', () => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const readers: Metrics['readers'] = {};
  return {
    registry,
    readers,
    requestSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route pattern (never the raw URL)',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    requestErrors: new Counter({
      name: 'http_server_errors_total',
      help: 'Answers with a 5xx status, by route pattern',
      labelNames: ['route'],
      registers: [registry],
    }),
    websockets: new Gauge({
      name: 'galope_websocket_connections',
      help: 'Socket.IO connections open on this node',
      registers: [registry],
      collect() {
        this.set(readers.websockets?.() ?? 0);
      },
    }),
    queueDepth: new Gauge({
      name: 'galope_job_queue_depth',
      help: 'Background jobs per queue and state (queued: waiting; active: being worked), all nodes',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const depth of (await readers.queues?.()) ?? []) {
          this.set({ queue: depth.queue, state: 'queued' }, depth.queued);
          this.set({ queue: depth.queue, state: 'active' }, depth.active);
        }
      },
    }),
  };
});

export function observeRequest(options: { method: string; route: string; status: number; seconds: number }): void {
  const { method, route, status, seconds } = options;
  metrics.requestSeconds.observe({ method, route, status: String(status) }, seconds);
  if (status >= 500) metrics.requestErrors.inc({ route });
}

export function measureWebsockets(read: () => number): void {
  metrics.readers.websockets = read;
}

export function measureQueues(read: () => Promise<QueueDepth[]>): void {
  metrics.readers.queues = read;
}

export async function renderMetrics(): Promise<{ contentType: string; text: string }> {
  return { contentType: metrics.registry.contentType, text: await metrics.registry.metrics() };
}
