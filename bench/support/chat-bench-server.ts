/**
 * The app node of `npm run bench:chat`, in its own process so the thousands of client sockets do
 * not share its event loop: the websocket with the chat handlers (server/realtime/attach-realtime.ts)
 * on the database named by BENCH_DATABASE_URL, on a free port it reports to the parent over IPC.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector';
import type { AddressInfo } from 'node:net';
import { connectDatabase } from '../../server/db/client.ts';
import { attachRealtime } from '../../server/realtime/attach-realtime.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url || !process.send) throw new Error('run by bench/chat.ts');
connectDatabase(url);
const server = http.createServer();
const realtime = attachRealtime(server);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
process.send({ port: (server.address() as AddressInfo).port });
// BENCH_CPU_PROFILE=file.cpuprofile: the node's CPU profile between the first and the second
// 'stats' (the sending phase), to open in Chrome's DevTools.
const profilePath = process.env.BENCH_CPU_PROFILE;
const profiler = profilePath ? new Session() : undefined;
let statsAsked = 0;
profiler?.connect();
process.on('message', (message: unknown) => {
  if (message === 'stats' && profiler && profilePath) {
    statsAsked += 1;
    if (statsAsked === 1) profiler.post('Profiler.enable', () => profiler.post('Profiler.start'));
    if (statsAsked === 2)
      profiler.post('Profiler.stop', (error, result) => {
        if (!error) writeFileSync(profilePath, JSON.stringify(result.profile));
      });
  }
  if (message === 'stats') {
    const cpu = process.cpuUsage();
    process.send?.({
      rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20),
      sockets: realtime.io.engine.clientsCount,
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    });
  }
});
