import { envelope } from '../common';
import { dashboardSchema } from '../dashboard';
import { endpointsOf } from '../endpoint';
import { dashboardRoutes } from '../plain/routes/dashboard';

export const dashboardEndpoints = endpointsOf('dashboard', dashboardRoutes, {
  getDashboard: { responses: { 200: envelope(dashboardSchema) } },
});
