export type { JobFilter } from './job-repository';
export {
  createScheduler,
  DEFAULT_RETRY,
  exponentialBackoff,
  type Job,
  type JobHandler,
  PERIODIC_KEY,
  type RetryPolicy,
  type Scheduler,
  type SchedulerOptions,
} from './scheduler';
export { scheduledJobs } from './tables';
