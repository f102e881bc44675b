/** `/sign-up` is an alias of `/signUp` (spec §2, DESIGN §5). */
export { default, generateMetadata } from '../signUp/page';
