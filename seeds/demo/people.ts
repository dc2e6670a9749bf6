import type { Locale } from '../../common/locale/locales.ts';

/**
 * The demo's people: eight individuals in Spain and Portugal, one English rider on the Costa del
 * Sol and one PRE stud with a professional page. All sign in with DEMO_PASSWORD at the reserved
 * `.test` domain (RFC 2606), so no real inbox ever receives their mail.
 */
export const DEMO_PASSWORD = 'galope-demo';
const DEMO_EMAIL_DOMAIN = 'demo.galope.test';

export interface DemoPlace {
  country: 'ES' | 'PT';
  /** Province (Spain) or concelho (Portugal) slug. */
  province: string;
  weight: number;
  /** Towns their ads there are in, when they are not spread over the province. */
  towns?: readonly string[];
}

export interface DemoUser {
  key: string;
  name: string;
  accountType: 'individual' | 'company';
  locale: Locale;
  countryCode: 'ES' | 'PT';
  /** E.164, verified and shown on their pages. */
  phone?: string;
  /** Their share of the demo's ads, relative to the others. */
  weight: number;
  /** The languages they write ads in, weighted. */
  languages: readonly (readonly [Locale, number])[];
  places: readonly DemoPlace[];
  /** How long ago they joined, in days. */
  memberForDays: number;
  /** A demo picture cropped as their profile photo. */
  avatar?: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'lucia',
    name: 'Lucía Fernández Ruiz',
    accountType: 'individual',
    locale: 'es',
    countryCode: 'ES',
    phone: '+34623418907',
    weight: 15,
    languages: [['es', 1]],
    places: [
      {
        country: 'ES',
        province: 'cadiz',
        weight: 4,
        towns: [
          'jerez-de-la-frontera',
          'el-puerto-de-santa-maria',
          'arcos-de-la-frontera',
          'vejer-de-la-frontera',
          'medina-sidonia',
        ],
      },
      { country: 'ES', province: 'sevilla', weight: 1, towns: ['utrera', 'ecija', 'dos-hermanas'] },
      { country: 'ES', province: 'huelva', weight: 1 },
      { country: 'ES', province: 'malaga', weight: 1, towns: ['ronda', 'antequera'] },
    ],
    memberForDays: 610,
    avatar: 'bay-portrait',
  },
  {
    key: 'javier',
    name: 'Javier Moreno Castillo',
    accountType: 'individual',
    locale: 'es',
    countryCode: 'ES',
    weight: 14,
    languages: [['es', 1]],
    places: [
      {
        country: 'ES',
        province: 'madrid',
        weight: 4,
        towns: [
          'colmenar-viejo',
          'boadilla-del-monte',
          'villaviciosa-de-odon',
          'san-agustin-del-guadalix',
          'torrelodones',
        ],
      },
      { country: 'ES', province: 'toledo', weight: 1 },
      { country: 'ES', province: 'segovia', weight: 1 },
      { country: 'ES', province: 'avila', weight: 1 },
      { country: 'ES', province: 'guadalajara', weight: 1 },
      { country: 'ES', province: 'ciudad-real', weight: 1 },
    ],
    memberForDays: 420,
  },
  {
    key: 'carmen',
    name: 'Carmen Ortega Navarro',
    accountType: 'individual',
    locale: 'es',
    countryCode: 'ES',
    phone: '+34655903214',
    weight: 13,
    languages: [['es', 1]],
    places: [
      { country: 'ES', province: 'cordoba', weight: 3, towns: ['cordoba', 'lucena', 'palma-del-rio', 'pozoblanco'] },
      { country: 'ES', province: 'jaen', weight: 1 },
      { country: 'ES', province: 'granada', weight: 1 },
      { country: 'ES', province: 'badajoz', weight: 1 },
      { country: 'ES', province: 'caceres', weight: 1 },
      { country: 'ES', province: 'murcia', weight: 1 },
      { country: 'ES', province: 'almeria', weight: 1 },
    ],
    memberForDays: 250,
    avatar: 'chestnut-spring',
  },
  {
    key: 'pablo',
    name: 'Pablo Sánchez Iglesias',
    accountType: 'individual',
    locale: 'es',
    countryCode: 'ES',
    weight: 13,
    languages: [['es', 1]],
    places: [
      { country: 'ES', province: 'asturias', weight: 3, towns: ['gijon', 'llanes', 'cangas-de-onis', 'oviedo'] },
      { country: 'ES', province: 'cantabria', weight: 1 },
      { country: 'ES', province: 'leon', weight: 1 },
      { country: 'ES', province: 'a-coruna', weight: 1 },
      { country: 'ES', province: 'pontevedra', weight: 1 },
      { country: 'ES', province: 'lugo', weight: 1 },
      { country: 'ES', province: 'bizkaia', weight: 1 },
      { country: 'ES', province: 'navarra', weight: 1 },
      { country: 'ES', province: 'la-rioja', weight: 1 },
      { country: 'ES', province: 'burgos', weight: 1 },
    ],
    memberForDays: 190,
  },
  {
    key: 'marta',
    name: 'Marta Puig Soler',
    accountType: 'individual',
    locale: 'ca',
    countryCode: 'ES',
    phone: '+34644127350',
    weight: 8,
    languages: [
      ['ca', 4],
      ['es', 1],
    ],
    places: [
      { country: 'ES', province: 'girona', weight: 2, towns: ['olot', 'girona', 'figueres', 'la-bisbal-d-emporda'] },
      {
        country: 'ES',
        province: 'barcelona',
        weight: 2,
        towns: ['vic', 'sant-cugat-del-valles', 'manresa', 'granollers'],
      },
      { country: 'ES', province: 'illes-balears', weight: 1 },
    ],
    memberForDays: 330,
    avatar: 'pony-grey',
  },
  {
    key: 'jordi',
    name: 'Jordi Vidal Ferrer',
    accountType: 'individual',
    locale: 'ca',
    countryCode: 'ES',
    weight: 8,
    languages: [
      ['ca', 3],
      ['es', 2],
    ],
    places: [
      { country: 'ES', province: 'lleida', weight: 2, towns: ['lleida', 'tarrega', 'balaguer', 'mollerussa'] },
      { country: 'ES', province: 'tarragona', weight: 1 },
      { country: 'ES', province: 'barcelona', weight: 1, towns: ['vilafranca-del-penedes', 'manresa'] },
      { country: 'ES', province: 'castellon', weight: 1 },
      { country: 'ES', province: 'valencia', weight: 1 },
      { country: 'ES', province: 'huesca', weight: 1 },
      { country: 'ES', province: 'zaragoza', weight: 1 },
    ],
    memberForDays: 150,
  },
  {
    key: 'joao',
    name: 'João Carvalho Santos',
    accountType: 'individual',
    locale: 'pt',
    countryCode: 'PT',
    phone: '+351912458307',
    weight: 9,
    languages: [['pt', 1]],
    places: [
      { country: 'PT', province: 'golega', weight: 3 },
      { country: 'PT', province: 'santarem', weight: 2 },
      { country: 'PT', province: 'coruche', weight: 1 },
      { country: 'PT', province: 'salvaterra-de-magos', weight: 1 },
      { country: 'PT', province: 'azambuja', weight: 1 },
      { country: 'PT', province: 'alter-do-chao', weight: 1 },
      { country: 'PT', province: 'evora', weight: 1 },
      { country: 'PT', province: 'montemor-o-novo', weight: 1 },
      { country: 'PT', province: 'alcacer-do-sal', weight: 1 },
    ],
    memberForDays: 520,
    avatar: 'grey-dry',
  },
  {
    key: 'ines',
    name: 'Inês Almeida Costa',
    accountType: 'individual',
    locale: 'pt',
    countryCode: 'PT',
    weight: 6,
    languages: [
      ['pt', 6],
      ['en', 1],
    ],
    places: [
      { country: 'PT', province: 'sintra', weight: 2 },
      { country: 'PT', province: 'cascais', weight: 1 },
      { country: 'PT', province: 'mafra', weight: 1 },
      { country: 'PT', province: 'palmela', weight: 1 },
      { country: 'PT', province: 'porto', weight: 1 },
      { country: 'PT', province: 'vila-nova-de-gaia', weight: 1 },
      { country: 'PT', province: 'braga', weight: 1 },
      { country: 'PT', province: 'ponte-de-lima', weight: 1 },
      { country: 'PT', province: 'leiria', weight: 1 },
      { country: 'PT', province: 'coimbra', weight: 1 },
      { country: 'PT', province: 'aveiro', weight: 1 },
    ],
    memberForDays: 95,
  },
  {
    key: 'sarah',
    name: 'Sarah Whitfield',
    accountType: 'individual',
    locale: 'en',
    countryCode: 'ES',
    weight: 6,
    languages: [
      ['en', 4],
      ['es', 1],
    ],
    places: [
      { country: 'ES', province: 'malaga', weight: 3, towns: ['alhaurin-el-grande', 'coin', 'mijas'] },
      { country: 'ES', province: 'alicante', weight: 1, towns: ['javea', 'jalon', 'pedreguer'] },
      { country: 'ES', province: 'granada', weight: 1 },
      { country: 'PT', province: 'loule', weight: 1 },
    ],
    memberForDays: 280,
  },
  {
    key: 'yeguada',
    name: 'Yeguada Cerro del Alba',
    accountType: 'company',
    locale: 'es',
    countryCode: 'ES',
    phone: '+34687340912',
    weight: 0,
    languages: [['es', 1]],
    places: [{ country: 'ES', province: 'sevilla', weight: 1, towns: ['carmona'] }],
    memberForDays: 730,
    avatar: 'grey-portrait',
  },
];

/** The stud's professional page (spec §3 Custom header); checked by the profile form's schema. */
export const DEMO_COMPANY = {
  userKey: 'yeguada',
  cover: 'finca',
  profile: {
    title: 'Yeguada Cerro del Alba',
    description:
      'Criamos caballos de Pura Raza Española en Carmona (Sevilla) desde 1987. Seleccionamos por morfología, funcionalidad y carácter: nuestros caballos compiten en doma clásica y alta escuela en España y en Europa. Vendemos potros, caballos domados y dosis de semen refrigerado de nuestros sementales, con envío a toda la península. Visitas a la yeguada con cita previa, de lunes a sábado.',
    position: 'Dirección y ventas',
    companyUrl: 'https://cerro-del-alba.example',
    social: [
      { type: 'instagram' as const, link: 'https://www.instagram.com/galope.demo.cerrodelalba' },
      { type: 'facebook' as const, link: 'https://www.facebook.com/galope.demo.cerrodelalba' },
      { type: 'youtube' as const, link: 'https://www.youtube.com/@galope-demo-cerrodelalba' },
    ],
    enabled: true,
  },
  /** What the stud sells: its own horses, the semen of its stallions, training and livery. */
  subcategories: ['sport_horses', 'breeding_horses', 'young_horses', 'iberian_semen', 'training', 'livery'],
  ads: 28,
};

export function demoEmail(user: DemoUser): string {
  return `${user.key}@${DEMO_EMAIL_DOMAIN}`;
}
