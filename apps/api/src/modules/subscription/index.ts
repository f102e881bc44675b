/**
 * Milk every morning (issue 34, decision 0054): standing orders with patterns and dated changes,
 * and the calendar that reads them. The generation job (next) reads the same calendar.
 */

export { type CalendarInput, calendarOf } from './subscription-calendar.js';
