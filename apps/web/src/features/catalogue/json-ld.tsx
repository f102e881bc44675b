/**
 * Structured data for search engines as `<script type="application/ld+json">`. The JSON is
 * serialised with `<` escaped so that no text (a product name, a review) can close the script.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, not HTML
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
