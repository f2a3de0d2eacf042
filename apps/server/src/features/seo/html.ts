const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For text and attribute values alike; every value from the database passes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}

/**
 * JSON inside <script type="application/ld+json">: '<' (and '>', '&') as \u escapes so that a value
 * holding "</script>" cannot close the tag; U+2028/2029 because some parsers treat them as newlines.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A tagged template that escapes every interpolated value unless it is already trusted markup. */
export class Markup {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Part = string | number | Markup | null | undefined | false | Array<Markup | string>;

export function html(strings: TemplateStringsArray, ...parts: Part[]): Markup {
  let out = strings[0]!;
  parts.forEach((part, index) => {
    out += render(part) + strings[index + 1]!;
  });
  return new Markup(out);
}

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Markup) return part.value;
  if (Array.isArray(part)) return part.map((item) => render(item)).join('');
  return escapeHtml(String(part));
}
