import { escapeHtml } from '../mail';

/**
 * Markup that is already safe: produced by `html` (every interpolation escaped) or by `raw`
 * for our own constant markup. Pages are built only from these, so user data reaches the
 * output only through the escaper.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type Interpolation = SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: Interpolation) => render(item)).join('');
  return escapeHtml(String(value));
}

/**
 * Tagged template: `html\`<td>${account.email}</td>\`` escapes the e-mail; nested `html` results
 * and arrays of them are kept. Attribute values must be quoted (the escaper covers both quotes).
 */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Trusted constant markup only (never anything derived from a request or the database). */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
