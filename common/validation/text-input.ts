import { z } from 'zod';

/**
 * What any text typed into a form may hold (issue 27, findings 3 and 8; docs/decisions/
 * 0055-bounded-bodies-and-clean-text.md): no control characters (a NUL cannot even be stored),
 * except tab and line ends in text of several lines, and no lone UTF-16 surrogate (half an emoji,
 * which no encoder can write). Shared by the browser and the server, as the forms' schemas are.
 */
export type TextKind = 'line' | 'lines';

// C0 controls, DEL and the C1 block; text of several lines keeps tab, LF and CR (CRLF from forms).
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/** With the u flag a surrogate pair is one code point; only a lone half is in category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;
/**
 * A character someone can see: not white space, not a format or default-ignorable character
 * (zero-width space and joiners, bidi marks, embeddings and isolates, BOM, Hangul fillers), not a
 * combining mark on its own, not the blank Braille pattern.
 */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{M}\u2800]/u;

export const TEXT_INVALID_MESSAGE = 'validation.text_invalid_characters';
export const TEXT_INVISIBLE_MESSAGE = 'validation.text_invisible';

/** Whether `value` is text a person could have typed, as a line or as several lines. */
export function isCleanText(value: string, kind: TextKind): boolean {
  return !(kind === 'line' ? CONTROL_IN_LINE : CONTROL_IN_LINES).test(value) && !LONE_SURROGATE.test(value);
}

/** Whether `value` shows anything: a title of zero-width or bidi characters only does not. */
export function hasVisibleText(value: string): boolean {
  return VISIBLE.test(value);
}

/**
 * A string field of clean text, checked before its other rules and stopping them when it fails,
 * so the person reads the one message that matters. `error` is the field's "required" message.
 */
export function textField(kind: TextKind, params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => isCleanText(value, kind), { message: TEXT_INVALID_MESSAGE, abort: true });
}

/**
 * A single line that must show something: titles and names. Blank (white space only) is left to
 * the field's own "required" rule, which says it better.
 */
export function visibleLineField(params?: Parameters<typeof z.string>[0]) {
  return textField('line', params).refine((value) => value.trim() === '' || hasVisibleText(value), {
    message: TEXT_INVISIBLE_MESSAGE,
    abort: true,
  });
}
