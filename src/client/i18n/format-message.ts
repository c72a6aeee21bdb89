import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

// Formats one ICU message with its values, as react-intl's formatter does (tests/client/i18n
// compares the two on every text of every locale), for the elements the portal's texts use:
// text, {name}, {n, number} (with a skeleton such as ::percent), select, plural with # and =N,
// and <tag>…</tag> rich text. The build ships the texts pre-parsed (scripts/vite/message-bundles.ts)
// and aliases the parser to a stub, so in the browser only the walk below is shipped; tests and the
// dev server hand it strings, parsed here once each.

export type { MessageFormatElement };
export type PrimitiveType = string | number | bigint | boolean | null | undefined | Date;
/** A rich-text tag's value: gets the tag's formatted content, returns what stands in its place. */
export type FormatXMLElementFn<T> = (chunks: Array<string | T>) => T | string | Array<string | T>;
export type MessageValue<T> = PrimitiveType | T | FormatXMLElementFn<T>;
export type Message = string | MessageFormatElement[];

/** A message that cannot be formatted with the values given (a missing value, an unknown option). */
export class MessageFormatError extends Error {}

const parsed = new Map<string, MessageFormatElement[]>();

/** A message's elements; a string is parsed once (tests, dev; in the build, plain defaults only). */
export function elementsOf(message: Message): MessageFormatElement[] {
  if (typeof message !== 'string') return message;
  let elements = parsed.get(message);
  if (!elements) {
    elements = /[{}<']/.test(message) ? parse(message) : [{ type: TYPE.literal, value: message }];
    parsed.set(message, elements);
  }
  return elements;
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.ListFormat | Intl.RelativeTimeFormat>();

/** One Intl formatter per kind, locale and options, made on first use (they are costly to build). */
export function cachedFormatter<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules | Intl.ListFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => F,
): F {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cachedFormatter('number', locale, options, () => new Intl.NumberFormat(locale, options));

// The named number styles of ICU ({n, number, percent}).
const NAMED_NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
};

type Part<T> = { text: true; value: string } | { text: false; value: T };

function isXmlFn<T>(value: unknown): value is FormatXMLElementFn<T> {
  return typeof value === 'function';
}

/** Joins neighbouring texts, so the result is one string unless a value was an element. */
function pushPart<T>(parts: Part<T>[], part: Part<T>): void {
  const last = parts[parts.length - 1];
  if (part.text && last?.text) last.value += part.value;
  else parts.push(part);
}

function formatParts<T>(elements: MessageFormatElement[], locale: string, values: Record<string, MessageValue<T>>, count?: number): Part<T>[] {
  const parts: Part<T>[] = [];
  for (const el of elements) {
    if (el.type === TYPE.literal) {
      pushPart(parts, { text: true, value: el.value });
      continue;
    }
    if (el.type === TYPE.pound) {
      if (typeof count === 'number') pushPart(parts, { text: true, value: numberFormat(locale).format(count) });
      continue;
    }
    if (!(el.value in values)) throw new MessageFormatError(`The message needs a value for "${el.value}"`);
    const value = values[el.value];
    switch (el.type) {
      case TYPE.argument:
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') pushPart(parts, { text: true, value: String(value) });
        else if (!value) pushPart(parts, { text: true, value: '' });
        else parts.push({ text: false, value: value as T });
        break;
      case TYPE.number: {
        const style = typeof el.style === 'string' ? NAMED_NUMBER_STYLES[el.style] : el.style?.parsedOptions;
        const scaled = style && 'scale' in style && typeof style.scale === 'number' ? Number(value) * style.scale : (value as number);
        pushPart(parts, { text: true, value: numberFormat(locale, style).format(scaled) });
        break;
      }
      case TYPE.tag: {
        if (!isXmlFn<T>(value)) throw new MessageFormatError(`The message's <${el.value}> needs a function`);
        const chunks = value(formatParts(el.children, locale, values, count).map((p) => p.value));
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) pushPart(parts, typeof chunk === 'string' ? { text: true, value: chunk } : { text: false, value: chunk });
        break;
      }
      case TYPE.select: {
        const key = String(value);
        const option = (Object.hasOwn(el.options, key) ? el.options[key] : undefined) ?? el.options.other;
        if (!option) throw new MessageFormatError(`"${key}" is not an option of "${el.value}"`);
        for (const part of formatParts(option.value, locale, values)) pushPart(parts, part);
        break;
      }
      case TYPE.plural: {
        const n = Number(value);
        let option = Object.hasOwn(el.options, `=${n}`) ? el.options[`=${n}`] : undefined;
        if (!option) {
          const rules = cachedFormatter('plural', locale, { type: el.pluralType }, () => new Intl.PluralRules(locale, { type: el.pluralType }));
          const rule = rules.select(n - (el.offset || 0));
          option = (Object.hasOwn(el.options, rule) ? el.options[rule] : undefined) ?? el.options.other;
        }
        if (!option) throw new MessageFormatError(`${n} matches no option of "${el.value}"`);
        for (const part of formatParts(option.value, locale, values, n - (el.offset || 0))) pushPart(parts, part);
        break;
      }
      default:
        // Dates and times inside messages: the portal formats them before (intl.formatDate).
        throw new MessageFormatError(`Element type ${el.type} is not supported in messages`);
    }
  }
  return parts;
}

/**
 * The message with its values: a string, or an array when a value or a tag gave something
 * other than text (React elements). Throws MessageFormatError when a value is missing or wrong.
 */
export function formatMessageElements<T>(message: Message, locale: string, values: Record<string, MessageValue<T>> = {}): string | T | Array<string | T> {
  const parts = formatParts(elementsOf(message), locale, values);
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0]!.value;
  return parts.map((p) => p.value);
}
