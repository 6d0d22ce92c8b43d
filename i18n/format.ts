/**
 * The one message syntax of the platform: a subset of ICU MessageFormat.
 *   "Jämför ({count})"                                   an argument
 *   "{count, plural, =0 {Inga bilar} one {# bil} other {# bilar}}"   plural, `#` is the number
 * Plural categories come from Intl.PluralRules for the locale; `=n` matches exactly first.
 * An argument without a value stays as written, so a missing value is visible, not blank.
 * No select/number/date arguments and no apostrophe escaping: nothing needs them yet
 * (decision 0016).
 */
export type MessageValues = Readonly<Record<string, string | number>>;

export function formatMessage(template: string, values: MessageValues = {}, locale = "en"): string {
  if (!template.includes("{")) return template;
  return new MessageFormatter(template, values, locale).format();
}

class MessageFormatter {
  private position = 0;

  constructor(
    private readonly template: string,
    private readonly values: MessageValues,
    private readonly locale: string,
  ) {}

  format(): string {
    return this.readText(null, undefined);
  }

  /** Reads literal text and arguments up to the closing brace of a plural branch (or the end). */
  private readText(pluralValue: number | null, closing: "}" | undefined): string {
    let output = "";
    while (this.position < this.template.length) {
      const character = this.template[this.position] as string;
      if (character === closing) return output;
      if (character === "{") {
        output += this.readArgument();
      } else if (character === "#" && pluralValue !== null) {
        output += new Intl.NumberFormat(this.locale).format(pluralValue);
        this.position += 1;
      } else {
        output += character;
        this.position += 1;
      }
    }
    return output;
  }

  private readArgument(): string {
    const start = this.position;
    const end = this.findMatchingBrace(start);
    if (end < 0) {
      this.position = this.template.length;
      return this.template.slice(start);
    }
    const body = this.template.slice(start + 1, end);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,/.exec(body);
    if (!plural) {
      this.position = end + 1;
      const name = body.trim();
      return Object.hasOwn(this.values, name) ? String(this.values[name]) : `{${body}}`;
    }
    const name = plural[1] as string;
    this.position = start + 1 + plural[0].length;
    const branches = this.readBranches(end);
    this.position = end + 1;
    const value = this.values[name];
    if (typeof value !== "number") return this.template.slice(start, end + 1);
    const chosen =
      branches.get(`=${value}`) ??
      branches.get(new Intl.PluralRules(this.locale).select(value)) ??
      branches.get("other");
    if (!chosen) return this.template.slice(start, end + 1);
    return new MessageFormatter(chosen, this.values, this.locale).formatPlural(value);
  }

  private formatPlural(value: number): string {
    return this.readText(value, undefined);
  }

  /** Reads `selector {text}` pairs up to `end` (the argument's closing brace). */
  private readBranches(end: number): Map<string, string> {
    const branches = new Map<string, string>();
    while (this.position < end) {
      const selector = /^\s*(=\d+|\w+)\s*\{/.exec(this.template.slice(this.position, end));
      if (!selector) break;
      const open = this.position + selector[0].length - 1;
      const close = this.findMatchingBrace(open);
      if (close < 0 || close > end) break;
      branches.set(selector[1] as string, this.template.slice(open + 1, close));
      this.position = close + 1;
    }
    return branches;
  }

  private findMatchingBrace(open: number): number {
    let depth = 0;
    for (let index = open; index < this.template.length; index += 1) {
      const character = this.template[index];
      if (character === "{") depth += 1;
      else if (character === "}") {
        depth -= 1;
        if (depth === 0) return index;
      }
    }
    return -1;
  }
}
