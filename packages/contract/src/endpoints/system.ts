import { envelope } from '../common';
import { endpointsOf } from '../endpoint';
import { systemRoutes } from '../plain/routes/system';
import { systemJobsSchema } from '../system';

export const systemEndpoints = endpointsOf('system', systemRoutes, {
  getSystemJobs: { responses: { 200: envelope(systemJobsSchema) } },
});
