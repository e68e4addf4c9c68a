// A job every API process runs from ready to close: one round at ready, then one every `pollMs` after the
// last ended. A failed round is logged and the next one tries again; closing waits for the round under way.
// The work itself must be safe with any number of processes running it at once.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export interface PeriodicJob {
  /** The plugin's name, and what a failed round's log line says. */
  name: string;
  pollMs: number;
  /**
   * Called once per registration (state kept between rounds lives in its closure); answers one round,
   * whose `stopped` turns true once the server closes, for long rounds to end early.
   */
  start(app: FastifyInstance): (stopped: () => boolean) => Promise<void>;
  dependencies?: string[];
}

export function periodicJob(job: PeriodicJob): FastifyPluginAsync<{ pollMs?: number }> {
  return fp(
    async (app: FastifyInstance, opts: { pollMs?: number }) => {
      const pollMs = opts.pollMs ?? job.pollMs;
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let round: Promise<void> = Promise.resolve();
      const work = job.start(app);
      const run = async () => {
        try {
          await work(() => stopped);
        } catch (error) {
          app.log.warn({ err: error }, `${job.name}: a round failed; the next one tries again`);
        }
        if (!stopped) {
          timer = setTimeout(() => void (round = run()), pollMs);
          timer.unref();
        }
      };
      app.addHook('onReady', async () => {
        round = run();
      });
      app.addHook('preClose', async () => {
        stopped = true;
        clearTimeout(timer);
        await round;
      });
    },
    { name: job.name, dependencies: job.dependencies },
  );
}
