import { Transform, type TransformCallback } from 'node:stream';

/** Past this many waiting bytes a chunk goes out at once, so a long page still starts early. */
const MAX_WAITING_BYTES = 64 * 1024;

/**
 * Joins the small chunks React writes in one go (a few hundred, about 2 kB each, for a results
 * page) into one chunk per turn of the event loop. React Router's response writer flushes the
 * compression stream after every chunk it gets, and each brotli flush is costly: per chunk, a
 * results page took 42 ms of CPU with brotli against 13 ms uncompressed; joined, brotli costs
 * about what the page does (docs/decisions/0012-page-javascript.md, "Streaming and compression").
 * What streams later (a deferred Suspense boundary) still leaves as soon as React writes it.
 */
export function createCoalescingStream(): Transform {
  let waiting: Buffer[] = [];
  let waitingBytes = 0;
  let scheduled: NodeJS.Immediate | undefined;

  function release(stream: Transform) {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    if (waiting.length === 0) return;
    const chunk = waiting.length === 1 ? waiting[0] : Buffer.concat(waiting, waitingBytes);
    waiting = [];
    waitingBytes = 0;
    stream.push(chunk);
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      waiting.push(buffer);
      waitingBytes += buffer.length;
      if (waitingBytes >= MAX_WAITING_BYTES) release(this);
      else scheduled ??= setImmediate(() => release(this));
      callback();
    },
    flush(callback: TransformCallback) {
      release(this);
      callback();
    },
    destroy(error, callback) {
      if (scheduled) clearImmediate(scheduled);
      scheduled = undefined;
      waiting = [];
      callback(error);
    },
  });
}
