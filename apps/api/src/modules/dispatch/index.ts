/** The morning's work (issue 16.3): packing lists, route sheets, delivery people, marks at the door. */
export { dispatchRoutes } from './dispatch.routes.js';
