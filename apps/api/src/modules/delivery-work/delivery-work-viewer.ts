import type { StaffRole } from '@farm/contract/plain/statuses';

/** The staff account asking: a delivery person sees and marks only their areas' routes. */
export type DeliveryWorkViewer = { id: number; name: string; role: StaffRole };
