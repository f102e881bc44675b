/** A month (`2026-11`) as a language writes it: `November 2026`, `நவம்பர் 2026`. */
export const monthOf = (month: string, locale: string, style: 'long' | 'short') =>
  new Date(`${month}-15T00:00:00Z`).toLocaleDateString(locale, {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  });
