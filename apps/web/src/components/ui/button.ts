import styles from './button.module.css';

export { styles as buttonStyles };

/** The colours of button.module.css. */
export type ButtonLook = 'primary' | 'secondary' | 'danger' | 'quiet' | 'gold';

/** Its modifiers: size, shape and how a disabled button looks. */
export type ButtonModifier = 'tall' | 'roomy' | 'flat' | 'compact' | 'wide' | 'edged' | 'steady' | 'busy';

/** The class names of a button (or a link that looks like one), then a feature's own class if any. */
export function buttonClass(
  look: ButtonLook,
  modifiers: readonly ButtonModifier[] = [],
  own?: string,
): string {
  return [styles[look], ...modifiers.map((modifier) => styles[modifier]), own].filter(Boolean).join(' ');
}
