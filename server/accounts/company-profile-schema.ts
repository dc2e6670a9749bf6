import { z } from 'zod';
import { textField, visibleLineField } from '../../common/validation/text-input.ts';

/**
 * The company profile form (spec §3 Custom header), shared by the browser and the server.
 * Messages are catalogue keys. Empty inputs reach zod as `undefined` (conform strips them).
 */
const COMPANY_TITLE_MIN = 3;
const COMPANY_TITLE_MAX = 80;
export const COMPANY_DESCRIPTION_MAX = 1000;
const COMPANY_POSITION_MAX = 80;
export const SOCIAL_LINKS_MAX = 6;
export const SOCIAL_TYPES = ['instagram', 'facebook', 'youtube', 'tiktok', 'x', 'linkedin', 'web'] as const;

const required = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined ? key : undefined);

// A profile link is shown to every visitor: only web addresses with a real domain, never
// `javascript:`, `data:` or an intranet host name.
const webAddress = (protocol: RegExp, message: string) =>
  textField('line', { error: required('validation.link_required') })
    .trim()
    .max(300, 'validation.link_too_long')
    .pipe(z.url({ protocol, hostname: z.regexes.domain, error: message }));

const socialLinkSchema = z.object({
  type: z.enum(SOCIAL_TYPES, { error: 'validation.social_type_invalid' }),
  link: webAddress(/^https$/, 'validation.social_link_invalid'),
});

export const companyProfileSchema = z.object({
  title: visibleLineField({ error: required('validation.company_title_required') })
    .trim()
    .min(1, 'validation.company_title_required')
    .min(COMPANY_TITLE_MIN, 'validation.company_title_min')
    .max(COMPANY_TITLE_MAX, 'validation.company_title_max'),
  description: textField('lines').trim().max(COMPANY_DESCRIPTION_MAX, 'validation.company_description_max').default(''),
  position: textField('line').trim().max(COMPANY_POSITION_MAX, 'validation.company_position_max').default(''),
  companyUrl: webAddress(/^https?$/, 'validation.company_url_invalid').optional(),
  social: z.array(socialLinkSchema).max(SOCIAL_LINKS_MAX, 'validation.social_max').default([]),
  // An unticked checkbox sends nothing, so "absent" has to mean hidden.
  enabled: z.boolean().default(false),
});

export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfileValues = z.output<typeof companyProfileSchema>;
