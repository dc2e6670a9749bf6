import { describe, expect, test } from 'vitest';
import { categoryStepSchema, detailsStepSchema, locationStepSchema } from './ad-schemas.ts';

const details = detailsStepSchema({ currentYear: 2026 });
const valid = {
  title: 'Yegua torda de seis años',
  description: 'Muy noble, domada a la vaquera.\r\n\tCon salida a concurso.',
  horseName: 'Bruma',
  studbook: 'PRE',
  sire: 'Invasor',
  dam: 'Bonita',
  ueln: '724015000123456',
  microchip: '941000012345678',
};

function messageOf(
  schema: { safeParse: (input: unknown) => { error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  return schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
}

describe('the posting form', () => {
  test('each text field with a NUL says so, and only that', () => {
    const answers = Object.fromEntries(
      Object.keys(valid).map((field) => [
        field,
        messageOf(details, { ...valid, [field]: `${valid[field as keyof typeof valid]}\u0000` }),
      ]),
    );
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(valid).map((field) => [field, ['validation.text_invalid_characters']])),
    );
    expect(messageOf(details, { ...valid, filters: { sexo: ['yegua\u0000'] } })).toEqual([
      'validation.text_invalid_characters',
    ]);
    expect(messageOf(categoryStepSchema, { subcategory: 'sport_horses\u0000' })).toEqual([
      'validation.text_invalid_characters',
    ]);
    expect(messageOf(locationStepSchema, { province: 'sevilla', town: 'dos-hermanas\u0001' })).toEqual([
      'validation.text_invalid_characters',
    ]);
  });

  test('the description keeps tabs and new lines; a title of invisible characters is refused', () => {
    expect(details.safeParse(valid).success).toBe(true);
    expect(messageOf(details, { ...valid, title: '\u200b\u200c\u200d\u2060\u202e\u2066\u2069' })).toEqual([
      'validation.text_invisible',
    ]);
    expect(messageOf(details, { ...valid, title: 'Yegua\ttorda' })).toEqual(['validation.text_invalid_characters']);
  });
});
