/** One registered text: its DLT id, its WhatsApp name, its words and what each `{#var#}` holds. */
export type { MessageTemplate } from '@farm/words';
