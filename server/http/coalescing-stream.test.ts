import { describe, expect, it } from 'vitest';
import { createCoalescingStream } from './coalescing-stream.ts';

function collect(stream: NodeJS.ReadableStream): Buffer[] {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return chunks;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createCoalescingStream', () => {
  it('joins the chunks written in one turn into one, in order', async () => {
    const stream = createCoalescingStream();
    const chunks = collect(stream);
    for (let index = 0; index < 200; index++) stream.write(`<p>${index}</p>`);
    await nextTurn();
    await nextTurn();
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.toString()).toBe(Array.from({ length: 200 }, (_, index) => `<p>${index}</p>`).join(''));
  });

  it('lets a later write leave in its own turn, and the end release what waits', async () => {
    const stream = createCoalescingStream();
    const chunks = collect(stream);
    stream.write('shell');
    await nextTurn();
    await nextTurn();
    stream.write('deferred');
    stream.end('</html>');
    await new Promise((resolve) => stream.once('end', resolve));
    expect(chunks.map(String)).toEqual(['shell', 'deferred</html>']);
  });

  it('does not hold more than 64 kB back', async () => {
    const stream = createCoalescingStream();
    const chunks = collect(stream);
    const big = 'x'.repeat(40 * 1024);
    stream.write(big);
    stream.write(big);
    stream.write('tail');
    await nextTurn();
    await nextTurn();
    expect(chunks.map((chunk) => chunk.length)).toEqual([80 * 1024, 4]);
  });
});
