// Pure: one schema per content type, built from its field descriptors; the server always re-checks.
import { z } from 'zod';
import { LOCALES, type Localized } from '../../../common/locale/locales.ts';
import type { ContentField, ContentType, OptionSource } from './content-types.ts';
import { sanitizeSvgIcon } from './svg-icon.ts';

type FieldValue = string | boolean | number | string[] | Localized;
export type ContentValues = Record<string, FieldValue>;
/** Input name → catalogue key of its problem (`name.en` for one language of a localized field). */
export type FieldErrors = Record<string, string>;

const KEY = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const SHORT_MAX = 120;
const LONG_MAX = 20_000;
/** Keys that would collide with the admin pages' own addresses. */
const RESERVED_KEYS = new Set(['new']);

const required = (max: number) =>
  z.string().trim().min(1, 'admin.content.error.required').max(max, 'admin.content.error.too_long');

const slug = required(80).regex(KEY, 'admin.content.error.slug_format');

function perLocale(text: z.ZodString) {
  return z.object(Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<keyof Localized, z.ZodString>);
}

function fieldSchema(field: ContentField, options: Partial<Record<OptionSource, string[]>>): z.ZodType {
  const allowed = (field.optionsFrom && options[field.optionsFrom]) ?? [];
  switch (field.kind) {
    case 'key':
      return required(60)
        .regex(KEY, 'admin.content.error.key_format')
        .refine((value) => !RESERVED_KEYS.has(value), 'admin.content.error.key_format');
    case 'localized':
      return perLocale(required(SHORT_MAX));
    case 'localizedSlug':
      return perLocale(slug);
    case 'localizedText':
      return perLocale(required(LONG_MAX));
    case 'text':
      return field.pattern
        ? required(SHORT_MAX).regex(field.pattern.regex, field.pattern.message)
        : required(SHORT_MAX);
    case 'url':
      return required(300).pipe(z.url({ protocol: /^https$/, error: 'admin.content.error.url' }));
    case 'boolean':
      return z.boolean();
    case 'position':
      return z.coerce
        .number({ error: 'admin.content.error.position' })
        .int('admin.content.error.position')
        .min(0, 'admin.content.error.position')
        .max(9999, 'admin.content.error.position');
    case 'select':
      return z.string().refine((value) => allowed.includes(value), 'admin.content.error.choose');
    case 'choices':
      return z.array(z.string().refine((value) => allowed.includes(value), 'admin.content.error.choose'));
    case 'svg':
      return z.string().transform((value, context) => {
        const result = sanitizeSvgIcon(value);
        if (result.ok) return result.svg;
        context.addIssue({ code: 'custom', message: `admin.content.error.${result.problem}` });
        return z.NEVER;
      });
  }
}

/** The form of `type`; `key` only when creating (it never changes afterwards). */
export function contentSchema(
  type: ContentType,
  options: { creating: boolean; choices: Partial<Record<OptionSource, string[]>> },
) {
  const shape = Object.fromEntries(
    type.fields
      .filter((field) => field.kind !== 'key' || options.creating)
      .map((field) => [field.name, fieldSchema(field, options.choices)]),
  );
  return z.object(shape) as unknown as z.ZodType<ContentValues>;
}

/**
 * Reads a posted content form: `name.es` … `name.pt` for localized fields, a checkbox for a
 * boolean, every checked box of a choice list, and for an icon the uploaded file when there is
 * one, else the pasted text.
 */
export async function readContentForm(type: ContentType, form: FormData): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const field of type.fields) {
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    if (field.kind === 'localized' || field.kind === 'localizedSlug' || field.kind === 'localizedText') {
      values[field.name] = Object.fromEntries(LOCALES.map((locale) => [locale, text(`${field.name}.${locale}`)]));
    } else if (field.kind === 'boolean') {
      values[field.name] = form.get(field.name) === 'on';
    } else if (field.kind === 'choices') {
      values[field.name] = form.getAll(field.name).filter((value) => typeof value === 'string');
    } else if (field.kind === 'svg') {
      const file = form.get(`${field.name}.file`);
      const uploaded = file instanceof Blob && file.size > 0 ? file : undefined;
      // Read no more than the limit and a little: a larger file is refused by its size anyway.
      values[field.name] = uploaded ? await uploaded.slice(0, 64_000).text() : text(field.name);
    } else {
      values[field.name] = text(field.name);
    }
  }
  return values;
}

/** The schema's issues as input name → message key, the first one per input. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = issue.path.join('.');
    errors[name] ??= issue.message;
  }
  return errors;
}
