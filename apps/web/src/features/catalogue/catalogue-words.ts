import type { Messages } from '@/lib/i18n/messages';
import type { Words } from '@/lib/i18n/words';

/**
 * The catalogue's words as parts drawn on both sides take them: a server component passes
 * `await serverWords('catalogue')`, a client one `useWords('catalogue')`.
 */
export type CatalogueWords = Words<Messages['catalogue']>;
