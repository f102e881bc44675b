import { route } from '../http';

/**
 * The evening reminder's skip link (issue 34.2): no sign-in; the signed token is the right, for one
 * subscription and one day, until that day's cut-off.
 */
export const subscriptionSkipLinkRoutes = {
  readSkipLink: route('GET', '/subscription-skip/:token', 'public', {
    summary:
      "What a reminder's skip link will skip: the subscription's delivery on its day, and until when the " +
      'link works. A forged, altered or unknown token is 404',
    errors: ['SUBSCRIPTION_CUTOFF_PASSED'],
  }),
  useSkipLink: route('POST', '/subscription-skip/:token', 'public', {
    summary:
      'Skips the delivery the link names, once: a second use answers `alreadySkipped: true` and changes ' +
      "nothing; after the day's cut-off 422 SUBSCRIPTION_CUTOFF_PASSED",
    errors: ['SUBSCRIPTION_CUTOFF_PASSED'],
  }),
};
