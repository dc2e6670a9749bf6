import { describe, expect, test } from 'vitest';
import { companyProfileSchema } from './company-profile-schema.ts';

const messages = (input: Record<string, unknown>) =>
  Object.fromEntries(
    (companyProfileSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the company profile form', () => {
  test('refuses a control character in every text field, keeping new lines in the description', () => {
    expect(
      messages({
        title: 'Yeguada\u0000 del Sur',
        description: 'Cría.\r\nDoma.\u0007',
        position: 'Gerente\t',
        companyUrl: 'https://yeguada.example.com/\u0000',
        social: [{ type: 'instagram', link: 'https://instagram.com/\u0000' }],
      }),
    ).toEqual({
      title: 'validation.text_invalid_characters',
      description: 'validation.text_invalid_characters',
      position: 'validation.text_invalid_characters',
      companyUrl: 'validation.text_invalid_characters',
      'social.0.link': 'validation.text_invalid_characters',
    });
    expect(messages({ title: 'Yeguada del Sur', description: 'Cría.\r\n\tDoma.' })).toEqual({});
  });

  test('a name of invisible characters only is refused', () => {
    expect(messages({ title: '\u200b\u200b\u200b\u2060' })).toEqual({ title: 'validation.text_invisible' });
  });
});
