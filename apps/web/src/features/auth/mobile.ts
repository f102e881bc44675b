export { displayMobile, tenDigits } from '@farm/contract/plain/mobile';
