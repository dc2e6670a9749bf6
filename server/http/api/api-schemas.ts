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
// The chat (common/chat/chat-protocol.ts): the same shapes the socket events carry.
const chatParticipant = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  avatar: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
const isoOrNull = z.iso.datetime({ offset: true }).nullable();
const chatRole = z.enum(['seller', 'buyer']);
const chatMessage = z.object({
  id: z.uuid(),
  clientId: z.string(),
  chatWindowId: z.uuid(),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  user_type: chatRole,
  by_user_seller: z.boolean(),
  by_user_buyer: z.boolean(),
  user_seller: chatParticipant,
  user_buyer: chatParticipant,
  delivery_by_user_buyer: isoOrNull,
  delivery_by_user_seller: isoOrNull,
  vu_by_user_buyer: isoOrNull,
  vu_by_user_seller: isoOrNull,
  scam_warning: z.boolean().describe('The text matches a typical scam pattern: warn the reader'),
});
const chatWindow = z.object({
  chatWindowId: z.uuid(),
  user: chatParticipant.describe('The reader’s counterpart'),
  user_seller: chatParticipant,
  user_buyer: chatParticipant,
  user_type: chatRole.describe('The reader’s role in this conversation'),
  classified: z.object({ slug: z.string(), title: z.string(), cover: z.string().nullable() }),
  unread: z.number().int().min(0),
  lastMessage: chatMessage.nullable(),
  blocked: z.boolean().describe('The reader blocked the other participant'),
});

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
  ReverseGeocodeRequest: z
    .object({
      lat: z.coerce.number().min(-90).max(90),
      lng: z.coerce.number().min(-180).max(180),
    })
    .describe(
      'Galope’s form of call 9: the map point itself. The spec’s {components} (address components from a ' +
        'third-party geocoder) is not needed: Galope finds the place from its own towns.',
    ),
  ReverseGeocode: z.object({
    google_location: z.object({ full_address: z.string(), lat: z.number(), lng: z.number() }),
    matched_location: z.object({
      country: z.object({ code: z.string(), name: z.string(), slug: z.string() }),
      community: z.object({ name: z.string(), slug: z.string() }),
      province: z.object({ name: z.string(), slug: z.string() }),
      town: z.object({ name: z.string(), slug: z.string(), lat: z.number(), lng: z.number() }),
      km: z.number().describe('Distance from the point to the town centre, km'),
    }),
    provinces: z.array(z.object({ name: z.string(), slug: z.string() })),
    towns: z.array(z.object({ name: z.string(), slug: z.string(), lat: z.number(), lng: z.number() })),
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
          ad_unavailable: z.boolean().describe('The ad it names was deleted: no cover, no page to open'),
        }),
      ),
      chat_key: z.string(),
    }),
  }),
  CaptchaChallenge: z.object({}).passthrough(),
  Error: z.object({ message: z.string() }),
  ChatMessage: chatMessage,
  ChatWindow: chatWindow,
  ChatWindows: z.object({ windows: z.array(chatWindow) }),
  ChatWindowAnswer: z.object({ window: chatWindow }),
  ChatMessagesPage: z.object({ messages: z.array(chatMessage), user_type: chatRole, hasMore: z.boolean() }),
  ChatOpenRequest: z.object({ classified: z.string().describe('The ad’s slug') }),
  ChatReportRequest: z.object({ reason: z.string().max(1000).optional() }),
};
