/** One registered text: its DLT id, its WhatsApp name, its words and what each `{#var#}` holds. */
export type MessageTemplate = {
  /** The DLT content template id the operator gave when the template was approved. */
  dltTemplateId: string;
  /** The WhatsApp template's name: one name for every language, told apart by the language code. */
  whatsappName: string;
  text: string;
  /** What each `{#var#}` holds, in order. */
  variables: readonly string[];
  /**
   * Parts that are fixed words of the registered text yet differ from shop to shop (`{site}`: the
   * shop's address, registered with the template as DLT wants every link): filled from the values,
   * never a `{#var#}`.
   */
  fixed?: readonly string[];
  /** The variable that is a one-time code: every stored copy shows it masked (security 13.1). */
  secret?: string;
};
