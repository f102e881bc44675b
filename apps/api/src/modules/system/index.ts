export { recordedRunner } from './recorded-runner.js';
export { systemRoutes } from './system.routes.js';
export { jobsAsOf, lateJobs, systemJobs } from './system.service.js';
