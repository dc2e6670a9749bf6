/**
 * Runs server/main.ts in BENCH_WORKERS cluster workers sharing one port, for `npm run bench:http`
 * only: Galope itself runs one process (server/main.ts has no cluster mode), so this measures what
 * a second process would add. Workers are forked one after another, so only the first runs the
 * migrations and seeds against the shared DATABASE_URL.
 */
import cluster from 'node:cluster';

if (cluster.isPrimary) {
  const count = Number(process.env.BENCH_WORKERS ?? 2);
  for (let index = 0; index < count; index++) {
    const worker = cluster.fork();
    await new Promise<void>((resolve, reject) => {
      worker.once('listening', () => resolve());
      worker.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
    });
  }
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  await import('../../server/main.ts');
}
