// Escaping text for HTML and XML, in element content and in double-quoted attributes alike.
// In: any text; out: the same text with &, <, > and " as entities.

/** `&`, `<`, `>` and `"` as entities: safe in element content and in double-quoted attributes, in HTML and XML. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
