/** The part of autocannon 9 (which ships no types) that bench/http.ts uses. */
declare module 'autocannon' {
  namespace autocannon {
    interface Histogram {
      average: number;
      max: number;
      min: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }
    interface Request {
      path?: string;
      method?: string;
      headers?: Record<string, string>;
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request | undefined;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      headers?: Record<string, string>;
      requests?: Request[];
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }
  }
  namespace autocannon {
    /** The running load: awaited for its result; stop() ends it early (then it resolves). */
    interface Instance extends PromiseLike<Result> {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
      ): Instance;
      stop(): void;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
