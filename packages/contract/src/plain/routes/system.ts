import { route } from '../http';

/** Admin → System (issue 35.2): whether the shop's timed jobs run, and what waits for them. */
export const systemRoutes = {
  getSystemJobs: route('GET', '/system/jobs', 'admin', {
    summary:
      "Each timed job's last run, next run, failures in a row and whether it is late; the messages and payments waiting",
  }),
};
