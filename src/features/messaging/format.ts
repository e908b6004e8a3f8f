/** Messaging's text helpers: times in the viewer's locale, day separators, sizes, safe links. */
import { clock as productClock } from '../../../machines/domain/time';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * One formatter per style, made on first use: toLocale…String builds a new Intl.DateTimeFormat on
 * every call, which is most of the cost of laying out a page of older messages.
 */
const formatter = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return (d: Date) => (made ??= new Intl.DateTimeFormat(undefined, options)).format(d);
};
// The product's one clock (machines/domain/time.ts, 24-hour en-GB), not the browser locale's (issue #28 item 3).
const clock = (d: Date) => productClock(d);
const weekday = formatter({ weekday: 'short' });
const shortDate = formatter({ day: 'numeric', month: 'short' });
const longDate = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "14:05" today, "Mon" this week, "12 Nov" before. */
export function listTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (sameDay(d, now)) return clock(d);
  if (now.getTime() - d.getTime() < 6 * 86_400_000) return weekday(d);
  return shortDate(d);
}

export const messageTime = (iso: string) => clock(new Date(iso));

/** The day separator's label: Today, Yesterday, or the date. */
export function dayLabel(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (sameDay(d, now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(d, yesterday)) return 'Yesterday';
  return longDate(d);
}

export const dayOf = (iso: string) => new Date(iso).toDateString();

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * Splits a message into text and links. Only http(s) addresses become links (never javascript:
 * or data:), with trailing punctuation left as text; everything is rendered as text by React.
 */
export function linkParts(body: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /\bhttps?:\/\/[^\s<>"']+/gi;
  let last = 0;
  for (const match of body.matchAll(pattern)) {
    let url = match[0];
    const trailing = /[.,;:!?)\]]+$/.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    try {
      const parsed = new URL(url);
      parts.push(
        parsed.protocol === 'http:' || parsed.protocol === 'https:'
          ? { kind: 'link', text: url, href: parsed.href }
          : { kind: 'text', text: url },
      );
    } catch {
      parts.push({ kind: 'text', text: url });
    }
    last = start + url.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}
