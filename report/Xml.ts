/**
 * Text as XML (and HTML) character data or a quoted attribute value: the five special
 * characters escaped, and what XML 1.0 does not allow (control characters other than tab,
 * newline and carriage return; lone surrogates; U+FFFE, U+FFFF) replaced by U+FFFD, so the
 * JUnit and HTML reports stay well-formed whatever a name holds.
 */

const allowedInXml = (code: number): boolean =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000

export const xmlText = (text: string): string =>
  Array.from(text, (char) => (allowedInXml(char.codePointAt(0) ?? 0) ? char : "\ufffd"))
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
