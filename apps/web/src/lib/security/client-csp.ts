// What the browser side needs to live under the CSP (content-security-policy.ts), both at once:
// the store's and the admin's providers import it first, so it runs before any toast or form.
import './client-nonce';
import './zod-jitless';
