import { z } from 'zod';

/** Response shapes of the JSON API; the OpenAPI document is generated from them. */
const country = z.object({
  code: z.string().length(2),
  name: z.string(),
  slug: z.string(),
  icon: z.string(),
  full_url_icon: z.url(),
  currency: z.string().length(3),
  prefix_phone: z.string().regex(/^\+\d+$/),
});
const community = z.object({ name: z.string(), slug: z.string(), country: z.object({ slug: z.string() }) });
const subcategory = z.object({ name: z.string(), slug: z.string(), svg_code: z.string(), with_price: z.boolean() });
const page = z.object({ key: z.string(), slug: z.string(), title: z.string(), place: z.enum(['policy', 'useful']) });
const localeCode = z.enum(['es', 'en', 'ca', 'pt']);

export const apiSchemas = {
  Country: country,
  CountryWithCommunities: country.extend({ communities: z.array(community) }),
  Community: community,
  GlobalData: z.object({
    user: z.null(),
    country: country.extend({ communities: z.array(community) }),
    countriesWithIcons: z.array(country),
    pages: z.array(page),
    categories: z.array(z.object({ name: z.string(), slug: z.string(), sub_categories: z.array(subcategory) })),
    allSubcategories: z.array(subcategory.extend({ category: z.object({ slug: z.string(), name: z.string() }) })),
    socialLinks: z.array(z.object({ name: z.string(), url: z.url(), title: z.string() })),
    languages: z.array(z.object({ code: localeCode, name: z.string() })),
    directions: z.record(localeCode, z.enum(['ltr', 'rtl'])),
    searchTypes: z.array(z.object({ name: z.enum(['all', 'offer', 'demand']) })),
    settings: z.object({ recaptchaAllowedInTasks: z.array(z.string()), recaptchaSiteKey: z.string().nullable() }),
  }),
  CountryAnswer: z.object({ country: country.extend({ communities: z.array(community) }) }),
  Filters: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      items: z.array(z.object({ slug: z.string(), name: z.string() })),
      sub_category: z.object({ slug: z.string() }),
    }),
  ),
  Provinces: z.object({ data: z.array(z.object({ name: z.string(), slug: z.string() })) }),
  Towns: z.object({
    data: z.array(z.object({ name: z.string(), slug: z.string(), lat: z.number(), lng: z.number() })),
  }),
  User: z.object({
    user: z.object({
      name: z.string(),
      slug: z.string(),
      avatar: z.string().nullable(),
      avatar_full_url: z.string().nullable(),
      country: z.object({ name: z.string(), slug: z.string() }).nullable(),
      notifications: z.array(
        z.object({
          id: z.string(),
          type: z.string(),
          content: z.string(),
          text: z.string(),
          seen_by_user: z.boolean(),
          date_formatted: z.string(),
          datetime_created_formatted: z.string(),
          created_at: z.string(),
          data: z.record(z.string(), z.unknown()),
          link: z.string().nullable(),
          image: z.string().nullable(),
        }),
      ),
      chat_key: z.string(),
    }),
  }),
  CaptchaChallenge: z.object({}).passthrough(),
  Error: z.object({ message: z.string() }),
};
