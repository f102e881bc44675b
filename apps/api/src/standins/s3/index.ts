/** The S3 stand-in's face: what the shop's tests (and a demo) may use. */
export type { StoredObject } from './objects.js';
export {
  type S3StandinControls,
  type S3StandinOptions,
  type StartedS3Standin,
  startS3Standin,
} from './standin.js';
