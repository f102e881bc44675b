import type adminCatalogue from '../../../messages/en/adminCatalogue.json';
import type adminContent from '../../../messages/en/adminContent.json';
import type common from '../../../messages/en/common.json';
import type fields from '../../../messages/en/fields.json';
import type frame from '../../../messages/en/frame.json';
import type problems from '../../../messages/en/problems.json';
import type timeline from '../../../messages/en/timeline.json';

/**
 * The shape of the catalogues, read off the English files: next-intl checks every key a component
 * asks for against it (AppConfig below), and `useWords` does the same in the browser. A new
 * namespace's file is added here as well as in catalogues.ts's NAMESPACES.
 */
export type Messages = typeof adminCatalogue &
  typeof adminContent &
  typeof common &
  typeof fields &
  typeof frame &
  typeof problems &
  typeof timeline;

declare module 'next-intl' {
  interface AppConfig {
    Messages: Messages;
  }
}
