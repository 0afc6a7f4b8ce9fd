import type { Logger } from './logger';

/**
 * What features do once when an api process starts, after migrations, the seed and createApp
 * (the app's services and the scheduler exist by then): server.ts runs them before it starts
 * the scheduler and listens. Tests build an app without one, so nothing runs there unless a
 * test hands one in and runs it.
 */
export type StartupTasks = {
  register(name: string, run: () => Promise<void>): void;
  /** Each task in turn; a failing one is logged and the start goes on. */
  runAll(logger: Logger): Promise<void>;
};

export function createStartupTasks(): StartupTasks {
  const tasks: { name: string; run: () => Promise<void> }[] = [];
  return {
    register(name, run) {
      tasks.push({ name, run });
    },
    async runAll(logger) {
      for (const task of tasks) {
        try {
          await task.run();
        } catch (error) {
          logger.error(`start-up task ${task.name} failed`, error);
        }
      }
    },
  };
}
