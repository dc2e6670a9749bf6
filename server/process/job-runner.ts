import { ALL_JOBS } from '../jobs/job-list.ts';
import { startJobQueue, stopJobQueue } from '../jobs/job-queue.ts';
import { startRealtimePublisher } from '../realtime/attach-realtime.ts';

/**
 * The background jobs of a process that serves no sockets (the primary of app workers, `npm run
 * worker`): the job queue, and a realtime publisher through which the notifications its jobs write
 * reach the users' sockets on the app nodes, by the database. `stop` ends the queue first (a
 * finishing job may still publish), then the publisher.
 */
export async function startJobRunner({
  databaseUrl,
  publish,
  work,
  graceMs,
}: {
  databaseUrl: string;
  publish: boolean;
  work: boolean;
  graceMs: number;
}): Promise<{ stop(): Promise<void> }> {
  const realtime = publish ? startRealtimePublisher({ adapterDatabaseUrl: databaseUrl }) : undefined;
  await startJobQueue({ jobs: ALL_JOBS, work });
  return {
    stop: async () => {
      await stopJobQueue({ timeoutMs: graceMs });
      await realtime?.close();
    },
  };
}
