import { route } from '../http';

/** GST rates by HSN code and date (issue 17): staff read them, admins change them. */
export const gstRateRoutes = {
  listGstRates: route('GET', '/gst-rates', 'staff', {
    summary: 'Every GST rate by HSN code, newest first within a code',
  }),
  createGstRate: route('POST', '/gst-rates', 'admin', {
    summary: "A code's rate from a date on (a rate change is a new row); one per code and date",
    errors: ['DUPLICATE'],
  }),
  deleteGstRate: route('DELETE', '/gst-rates/:id', 'admin'),
};
