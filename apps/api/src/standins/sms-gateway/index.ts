/** The SMS gateway stand-in's face: what the shop's tests (and a demo) may use. */
export { dltMismatch } from './dlt-scrub.js';
export {
  type AcceptedSms,
  type SmsGatewayControls,
  type SmsGatewayStandinOptions,
  type StartedSmsGatewayStandin,
  smsGatewayStandin,
  startSmsGatewayStandin,
} from './standin.js';
