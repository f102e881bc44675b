import { route } from '../http';

/** The staff's first screen, in one request. */
export const dashboardRoutes = {
  getDashboard: route('GET', '/dashboard', 'staff', {
    summary:
      "Today's and this month's sales (India time), open orders, stock alerts, unanswered reviews and messages",
  }),
};
