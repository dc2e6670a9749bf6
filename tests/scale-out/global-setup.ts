import type { TestProject } from 'vitest/node';
import { type ScaleOutCluster, startScaleOutCluster } from './support/scale-out-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    scaleOut: Omit<ScaleOutCluster, 'stop'>;
  }
}

let cluster: ScaleOutCluster | undefined;

/** One cluster for the whole run (npm run test:scale-out); ports from SCALE_OUT_PORT (3600). */
export async function setup(project: TestProject): Promise<void> {
  cluster = await startScaleOutCluster({ basePort: Number(process.env.SCALE_OUT_PORT ?? 3600) });
  const { stop: _stop, ...shared } = cluster;
  project.provide('scaleOut', shared);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
}
