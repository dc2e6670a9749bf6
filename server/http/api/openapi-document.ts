import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';

const ref = (name: keyof typeof apiSchemas) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: keyof typeof apiSchemas, description: string) => ({
  description,
  content: { 'application/json': { schema: ref(name) } },
});
const pathParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});
const localeParam = {
  ...pathParam('locale', 'es, en, cat (or ca) or pt'),
  schema: { type: 'string', enum: ['es', 'en', 'cat', 'ca', 'pt'] },
};

const windowParam = pathParam('chatWindowId', 'The conversation id');
const notParticipant = json('Error', 'No such conversation, or the reader does not take part in it');
const chatErrors = {
  401: json('Error', 'No valid session'),
  403: json('Error', 'A cookie POST without a valid x-csrf-token header'),
  429: json('Error', 'Too many requests; see Retry-After'),
};

/** OpenAPI 3.1 description of `/api`, served at `/api/openapi.json` and checked by the API tests. */
export function buildOpenApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Galope API',
      version: '1.0.0',
      description: 'The calls the Galope front end makes (spec §7), open to mobile apps and partners.',
    },
    servers: [{ url: '/api' }],
    paths: {
      '/{locale}/global-data': {
        get: {
          summary: 'Global preload data for the default country (call 1)',
          parameters: [localeParam],
          responses: { 200: json('GlobalData', 'Global data') },
        },
      },
      '/{locale}/{country}/global-data': {
        get: {
          summary: 'Global preload data for a country (call 1)',
          parameters: [localeParam, pathParam('country', 'Country slug in any language')],
          responses: { 200: json('GlobalData', 'Global data; an unknown country falls back to the default one') },
        },
      },
      '/{locale}/{current}/country/{country}': {
        get: {
          summary: 'A country with its communities (call 2)',
          parameters: [
            localeParam,
            pathParam('current', 'The current country slug'),
            pathParam('country', 'The country asked for'),
          ],
          responses: { 200: json('CountryAnswer', 'The country, or the default country when unknown') },
        },
      },
      '/{locale}/filters/{subcategory}': {
        get: {
          summary: 'Filters of a subcategory (call 5)',
          parameters: [localeParam, pathParam('subcategory', 'Subcategory slug in any language')],
          responses: { 200: json('Filters', 'Filters; unknown subcategory → []') },
        },
      },
      '/{locale}/filters/{subcategory}/with_all': {
        get: {
          summary: "Filters of a subcategory, each list starting with the 'all' item (call 5)",
          parameters: [localeParam, pathParam('subcategory', 'Subcategory slug in any language')],
          responses: { 200: json('Filters', 'Filters; unknown subcategory → []') },
        },
      },
      '/{locale}/user': {
        get: {
          summary: 'The signed-in user with chat key and country (call 4)',
          parameters: [localeParam],
          responses: { 200: json('User', 'The user'), 401: json('Error', 'No valid session') },
        },
      },
      '/{locale}/logout': {
        get: {
          summary: 'Ends the session named by the bearer token (call 3); the answer carries no body',
          parameters: [localeParam],
          responses: { 204: { description: 'Done, whether or not the token was valid' } },
        },
      },
      '/captcha/challenge': {
        get: {
          summary: 'A fresh proof-of-work challenge for the self-hosted captcha (ALTCHA)',
          responses: { 200: json('CaptchaChallenge', 'The challenge') },
        },
      },
      '/provinces-by-community/{community}': {
        get: {
          summary: 'Provinces of a community (call 6)',
          parameters: [
            pathParam('community', 'Community slug in any language'),
            {
              name: 'locale',
              in: 'query',
              required: false,
              description: 'Language of the names: es (default), en, ca or cat, pt',
              schema: { type: 'string' },
            },
          ],
          responses: { 200: json('Provinces', 'Provinces; unknown community → {data: []}') },
        },
      },
      '/chat/windows': {
        get: {
          summary: 'The reader’s chat conversations, latest activity first',
          responses: { 200: json('ChatWindows', 'The conversations'), ...chatErrors },
        },
        post: {
          summary: 'The reader’s conversation as buyer about an ad, created on first use (“Contact the seller”)',
          requestBody: { required: true, content: { 'application/json': { schema: ref('ChatOpenRequest') } } },
          responses: {
            200: json('ChatWindowAnswer', 'The existing conversation'),
            201: json('ChatWindowAnswer', 'The conversation, just created'),
            400: json('Error', 'No ad slug'),
            404: json('Error', 'No visible ad with that slug'),
            409: json('Error', 'The ad is the reader’s own'),
            ...chatErrors,
          },
        },
      },
      '/chat/windows/{chatWindowId}': {
        get: {
          summary: 'One of the reader’s conversations',
          parameters: [windowParam],
          responses: { 200: json('ChatWindowAnswer', 'The conversation'), ...chatErrors, 404: notParticipant },
        },
      },
      '/chat/windows/{chatWindowId}/block': {
        post: {
          summary: 'Blocks the other participant: nothing can be sent either way while blocked',
          parameters: [windowParam],
          responses: { 200: json('ChatWindowAnswer', 'The conversation, blocked'), ...chatErrors, 404: notParticipant },
        },
      },
      '/chat/windows/{chatWindowId}/unblock': {
        post: {
          summary: 'Lifts the reader’s block of the other participant',
          parameters: [windowParam],
          responses: { 200: json('ChatWindowAnswer', 'The conversation'), ...chatErrors, 404: notParticipant },
        },
      },
      '/chat/windows/{chatWindowId}/report': {
        post: {
          summary: 'Reports the conversation to the administration (once per reporter; again replaces the reason)',
          parameters: [windowParam],
          requestBody: { required: false, content: { 'application/json': { schema: ref('ChatReportRequest') } } },
          responses: { 204: { description: 'Reported' }, ...chatErrors, 404: notParticipant },
        },
      },
      '/{locale}/chat-messages/{chatWindowId}/{before}': {
        post: {
          summary: 'Up to 30 messages before a message id, or the newest, oldest first (call 8); empty body',
          parameters: [
            localeParam,
            windowParam,
            pathParam('before', 'A message id of this conversation, or `last` for the newest messages'),
          ],
          responses: {
            200: json('ChatMessagesPage', 'The page'),
            ...chatErrors,
            404: json('Error', 'Not a participant, or no such message in the conversation'),
          },
        },
      },
      '/saved-searches/unsubscribe': {
        post: {
          summary:
            "One-click unsubscribe (RFC 8058) from a saved search's alerts, named in its mails' List-Unsubscribe",
          parameters: [
            { name: 'token', in: 'query', required: true, description: 'The signed token', schema: { type: 'string' } },
          ],
          responses: { 204: { description: 'Alerts off' }, 404: json('Error', 'Unknown token') },
        },
      },
      '/{locale}/reverse-geocode': {
        post: {
          summary:
            'Reverse geocoding (call 9): the place a map point lies in, with the province and town lists that fill the ' +
            'ad form; answered from Galope’s own geography, no third-party service',
          parameters: [localeParam],
          requestBody: { required: true, content: { 'application/json': { schema: ref('ReverseGeocodeRequest') } } },
          responses: {
            200: json('ReverseGeocode', 'The nearest town, its province and community, and the lists for the selects'),
            400: json('Error', 'lat or lng missing or not on Earth'),
            404: json('Error', 'No town within 25 km (open sea); the client clears its map state'),
          },
        },
      },
      '/towns-by-province/{province}': {
        get: {
          summary: 'Towns of a province (call 7)',
          parameters: [pathParam('province', 'Province slug')],
          responses: { 200: json('Towns', 'Towns; unknown province → {data: []}') },
        },
      },
    },
    'x-authentication':
      'Calls 3 and 4 and the chat take the session token as `Authorization: Bearer <token>`, or the session cookie; ' +
      'a chat POST carried by the cookie also needs the `x-csrf-token` header.',
    components: {
      schemas: Object.fromEntries(
        Object.entries(apiSchemas).map(([name, schema]) => [name, z.toJSONSchema(schema, { target: 'draft-2020-12' })]),
      ),
    },
  };
}
