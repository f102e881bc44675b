import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * The shop's links and router: next/link's and next/navigation's, but keeping the page's language
 * (`/ta/...` on Tamil pages). `notFound`, `useSearchParams` and `useParams` stay next/navigation's.
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
