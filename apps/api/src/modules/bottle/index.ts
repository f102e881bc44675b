/**
 * Returnable bottles (issue 34.5): the products in them, and a customer's bottles as an append-only
 * ledger (given with a delivery, collected at a stop).
 */
export { bottlesAtStops, countEmpties, type StopBottles } from './bottle.service.js';
