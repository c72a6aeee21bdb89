import { Children, createContext, Fragment, isValidElement, memo, useContext, useMemo, type ReactNode } from 'react';
import {
  cachedFormatter,
  formatMessageElements,
  type FormatXMLElementFn,
  type Message,
  type MessageValue,
  type PrimitiveType,
} from './format-message';

// The portal's texts and formats in React: IntlProvider, useIntl, FormattedMessage, FormattedDate
// and FormattedNumber, with react-intl's names and behaviour for what the portal uses (a missing
// text is reported and its id or default shown; a message that cannot be formatted is reported
// and shown verbatim). It replaces react-intl, whose formatters for everything ICU and Intl offer
// were 6.8 KB gzip of the first route; tests/client/i18n compares the two on every text.

export type { MessageFormatElement, PrimitiveType, FormatXMLElementFn } from './format-message';
export type Messages = Record<string, Message>;

export type IntlErrorCode = 'MISSING_TRANSLATION' | 'FORMAT_ERROR';

/** What onError gets: a text the locale lacks, or a text or value that cannot be formatted. */
export class IntlError extends Error {
  constructor(
    readonly code: IntlErrorCode,
    message: string,
    readonly descriptor?: MessageDescriptor,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

export interface MessageDescriptor {
  id: string;
  defaultMessage?: string;
  description?: string;
}

export interface IntlConfig {
  locale: string;
  defaultLocale?: string;
  messages?: Messages;
  onError?: (error: IntlError) => void;
  /** Dates and times are shown in this zone unless a call names one (tests pin it). */
  timeZone?: string;
}

type DateInput = Date | number | string;
type RichValues = Record<string, MessageValue<ReactNode>>;

export interface IntlShape {
  locale: string;
  defaultLocale: string;
  messages: Messages;
  onError: (error: IntlError) => void;
  formatMessage(descriptor: MessageDescriptor, values?: Record<string, PrimitiveType | FormatXMLElementFn<string>>): string;
  formatMessage(descriptor: MessageDescriptor, values?: RichValues): ReactNode;
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  formatDate(value: DateInput, options?: Intl.DateTimeFormatOptions): string;
  formatTime(value: DateInput, options?: Intl.DateTimeFormatOptions): string;
  formatDateTimeRange(from: DateInput, to: DateInput, options?: Intl.DateTimeFormatOptions): string;
  formatList(items: readonly string[], options?: Intl.ListFormatOptions): string;
  formatRelativeTime(value: number, unit?: Intl.RelativeTimeFormatUnit, options?: Intl.RelativeTimeFormatOptions): string;
}

/** Development sees format errors in the console, as with react-intl's default handler. */
function logError(error: IntlError): void {
  if (import.meta.env.DEV) console.error(error);
}

const toDate = (value: DateInput) => (typeof value === 'string' ? new Date(value || 0) : value);

// Elements in an array need keys; a message's chunks never reorder, so their places serve.
function keyed(nodes: ReactNode[]): ReactNode[] {
  return Children.toArray(nodes).map((node, index) => (isValidElement(node) ? <Fragment key={index}>{node}</Fragment> : node));
}

function withKeyedTags(values: RichValues | undefined): RichValues {
  if (!values) return {};
  const out: RichValues = {};
  for (const [name, value] of Object.entries(values)) {
    out[name] = typeof value === 'function' ? (chunks: ReactNode[]) => (value as FormatXMLElementFn<ReactNode>)(keyed(chunks)) : value;
  }
  return out;
}

export function createIntl({ locale, defaultLocale = 'en-US', messages = {}, onError = logError, timeZone }: IntlConfig): IntlShape {
  const dateTimeFormat = (options: Intl.DateTimeFormatOptions) => {
    const zoned = timeZone ? { timeZone, ...options } : options;
    return cachedFormatter('date', locale, zoned, () => new Intl.DateTimeFormat(locale, zoned));
  };
  const guarded = <R,>(what: string, format: () => R, fallback: () => R): R => {
    try {
      return format();
    } catch (error) {
      onError(new IntlError('FORMAT_ERROR', `Error formatting ${what}.`, undefined, error));
      return fallback();
    }
  };

  function formatMessage(descriptor: MessageDescriptor, rawValues?: RichValues): ReactNode {
    const { id, defaultMessage } = descriptor;
    const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
    const values = withKeyedTags(rawValues);
    const format = (text: Message, inLocale: string) => {
      const result = formatMessageElements<ReactNode>(text, inLocale, values);
      return Array.isArray(result) ? keyed(result) : result;
    };
    if (!message) {
      if (!defaultMessage || locale.toLowerCase() !== defaultLocale.toLowerCase()) {
        onError(new IntlError('MISSING_TRANSLATION', `Missing message: "${id}" for locale: "${locale}"`, descriptor));
      }
      if (!defaultMessage) return id;
      try {
        return format(defaultMessage, defaultLocale);
      } catch (error) {
        onError(new IntlError('FORMAT_ERROR', `Error formatting the default message of "${id}"`, descriptor, error));
        return defaultMessage;
      }
    }
    try {
      return format(message, locale);
    } catch (error) {
      onError(new IntlError('FORMAT_ERROR', `Error formatting message "${id}"`, descriptor, error));
    }
    if (defaultMessage) {
      try {
        return format(defaultMessage, defaultLocale);
      } catch (error) {
        onError(new IntlError('FORMAT_ERROR', `Error formatting the default message of "${id}"`, descriptor, error));
      }
    }
    if (typeof message === 'string') return message;
    return defaultMessage ?? id;
  }

  return {
    locale,
    defaultLocale,
    messages,
    onError,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    formatNumber: (value, options) =>
      guarded('number', () => cachedFormatter('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(value), () => String(value)),
    formatDate: (value, options = {}) => guarded('date', () => dateTimeFormat(options).format(toDate(value)), () => String(toDate(value))),
    // A time without any time field shows hours and minutes, as react-intl's formatTime.
    formatTime: (value, options = {}) => {
      const timeOptions = options.hour || options.minute || options.second || options.timeStyle || options.dateStyle ? options : { ...options, hour: 'numeric', minute: 'numeric' } as const;
      return guarded('time', () => dateTimeFormat(timeOptions).format(toDate(value)), () => String(toDate(value)));
    },
    formatDateTimeRange: (from, to, options = {}) =>
      guarded('date time range', () => dateTimeFormat(options).formatRange(toDate(from), toDate(to)), () => String(toDate(from))),
    formatList: (items, options) =>
      guarded('list', () => cachedFormatter('list', locale, options, () => new Intl.ListFormat(locale, options)).format(items), () => items.join(', ')),
    formatRelativeTime: (value, unit = 'second', options) =>
      guarded('relative time', () => cachedFormatter('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options)).format(value, unit), () => String(value)),
  };
}

const IntlContext = createContext<IntlShape | null>(null);

/** The texts and formats for what is under it; nested providers override the ones around them. */
export function IntlProvider({ locale, defaultLocale, messages, onError, timeZone, children }: IntlConfig & { children: ReactNode }) {
  const intl = useMemo(() => createIntl({ locale, defaultLocale, messages, onError, timeZone }), [locale, defaultLocale, messages, onError, timeZone]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an <IntlProvider> around it');
  return intl;
}

type FormattedMessageProps = MessageDescriptor & { values?: RichValues };

function sameValues(a: RichValues | undefined, b: RichValues | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/** A text of the page's scopes; re-renders only when its id or values change. */
export const FormattedMessage = memo(
  function FormattedMessage({ id, defaultMessage, description, values }: FormattedMessageProps) {
    return <>{useIntl().formatMessage({ id, defaultMessage, description }, values)}</>;
  },
  (prev, next) => prev.id === next.id && prev.defaultMessage === next.defaultMessage && sameValues(prev.values, next.values),
);

export function FormattedDate({ value, ...options }: Intl.DateTimeFormatOptions & { value: DateInput }) {
  return <>{useIntl().formatDate(value, options)}</>;
}

export function FormattedNumber({ value, ...options }: Intl.NumberFormatOptions & { value: number | bigint }) {
  return <>{useIntl().formatNumber(value, options)}</>;
}
