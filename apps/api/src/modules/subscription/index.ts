/**
 * Milk every morning (issue 34, decision 0054): standing orders with patterns and dated changes,
 * and the calendar that reads them. The generation job (next) reads the same calendar.
 */

export { type CalendarInput, calendarOf } from './subscription-calendar.js';
export { queueEveningReminders } from './subscription-reminder.service.js';
export { keepSubscriptionRemindersQueued } from './subscription-reminder-job.js';
export { queueLowBalanceMessages } from './subscription-reminder-low-balance.service.js';
export { signSkipLink, skipLinkSecret } from './subscription-skip-link-token.js';
