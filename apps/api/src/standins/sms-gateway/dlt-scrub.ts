/**
 * What an operator's DLT scrubbing checks before an SMS goes out: the template id is registered and
 * the text is that template word for word, each `{#var#}` standing for at most 30 characters of one
 * line. Answers why a message fails, or null when it passes.
 */
export function dltMismatch(templateText: string | undefined, message: string): string | null {
  if (templateText === undefined) return 'template_id is not registered';
  const pattern = templateText
    .split('{#var#}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^\\r\\n]{1,30}');
  return new RegExp(`^${pattern}$`).test(message) ? null : 'message does not match the registered template';
}
