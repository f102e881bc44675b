/**
 * Milk every morning (issue 34, decision 0054): standing orders with patterns and dated changes,
 * the calendar that reads them, and the job that turns each day's calendar into orders once.
 */

export { type CalendarInput, calendarOf } from './subscription-calendar.js';
export { committedQuantities } from './subscription-committed.service.js';
export { dailyLimitRule } from './subscription-daily-limit.service.js';
export { billCreditsOf } from './subscription-door.repository.js';
export { type GenerationRun, generateDeliveries } from './subscription-generation.service.js';
export { keepDeliveriesGenerated } from './subscription-generation-job.js';
export { queueEveningReminders } from './subscription-reminder.service.js';
export { keepSubscriptionRemindersQueued } from './subscription-reminder-job.js';
export { queueLowBalanceMessages } from './subscription-reminder-low-balance.service.js';
export { signSkipLink, skipLinkSecret } from './subscription-skip-link-token.js';
