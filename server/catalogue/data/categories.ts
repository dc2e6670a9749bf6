import type { Localized } from '../../../common/locale/locales.ts';

export interface SubcategorySeed {
  key: string;
  slug: Localized;
  name: Localized;
  svg: string;
  withPrice: boolean;
}

export interface CategorySeed {
  key: string;
  slug: Localized;
  name: Localized;
  subcategories: SubcategorySeed[];
}

/** Wraps an icon's shapes in the one `<svg>` element every subcategory icon shares (24 × 24, line drawing). */
function icon(shapes: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${shapes}</svg>`;
}

function placed(shapes: string, transform: string): string {
  return `<g transform="${transform}">${shapes}</g>`;
}

// Shared pieces: horse and pony heads facing left, a test tube, and the small badges drawn beside them.
const HORSE_OUTLINE =
  '<path d="M8 21v-3.5c0-1.7-.8-2.8-2.2-3.6l-1.9-1.1a1.5 1.5 0 0 1-.4-2.2L8.6 4.6 9 2l2.3 2.1c4.6.4 7.7 4.4 7.7 9.4V21"/>';
const HORSE_HEAD = `${HORSE_OUTLINE}<circle cx="10" cy="8" r=".6" fill="currentColor"/>`;
const PONY_HEAD =
  '<path d="M8 21v-3c0-1.5-.7-2.5-2-3.3l-1.6-.9a1.4 1.4 0 0 1-.3-2.1L8.4 7.3 8.6 5l2 1.6c4.3.3 7.4 3.6 7.4 8.1V21"/><path d="M10.6 6.6c-.6 1-1.5 1.6-2.6 1.8M13 7.3l1-1.5 1 1.8 1.1-1.1.4 2"/><circle cx="9.9" cy="10.2" r=".6" fill="currentColor"/>';
const TEST_TUBE = placed('<path d="M9 3h6M10 3v13.5a2 2 0 0 0 4 0V3M10 10h4"/>', 'translate(-3 0)');
const ROSETTE = '<circle cx="19" cy="6" r="2.6"/><path d="M17.8 8.3 17 12l2-1 2 1-.8-3.7"/>';
const HEART = '<path d="M19 9.2s-3-1.8-3-3.8a1.5 1.5 0 0 1 3-.3 1.5 1.5 0 0 1 3 .3c0 2-3 3.8-3 3.8z"/>';
const SPARKLE = '<path d="M18.5 1.5c.3 1.8 1.2 2.7 3 3-1.8.3-2.7 1.2-3 3-.3-1.8-1.2-2.7-3-3 1.8-.3 2.7-1.2 3-3z"/>';

const HORSES: CategorySeed = {
  key: 'horses',
  slug: { es: 'caballos', en: 'horses', ca: 'cavalls', pt: 'cavalos' },
  name: { es: 'Caballos', en: 'Horses', ca: 'Cavalls', pt: 'Cavalos' },
  subcategories: [
    {
      key: 'sport_horses',
      slug: { es: 'caballos-de-deporte', en: 'sport-horses', ca: 'cavalls-d-esport', pt: 'cavalos-de-desporto' },
      name: { es: 'Caballos de deporte', en: 'Sport horses', ca: "Cavalls d'esport", pt: 'Cavalos de desporto' },
      svg: icon(placed(HORSE_HEAD, 'translate(-2 0)') + ROSETTE),
      withPrice: true,
    },
    {
      key: 'leisure_horses',
      slug: { es: 'caballos-de-ocio', en: 'leisure-horses', ca: 'cavalls-de-lleure', pt: 'cavalos-de-lazer' },
      name: { es: 'Caballos de ocio', en: 'Leisure horses', ca: 'Cavalls de lleure', pt: 'Cavalos de lazer' },
      svg: icon(
        placed(HORSE_HEAD, 'translate(-2 0)') +
          '<circle cx="19.5" cy="5" r="1.8"/><path d="M19.5 1.5v.5M23 5h-.5M16 5h.5M22 2.5l-.4.4M17 2.5l.4.4"/>',
      ),
      withPrice: true,
    },
    {
      key: 'breeding_horses',
      slug: {
        es: 'yeguas-y-sementales',
        en: 'broodmares-and-stallions',
        ca: 'eugues-i-sementals',
        pt: 'eguas-e-garanhoes',
      },
      name: {
        es: 'Yeguas y sementales de cría',
        en: 'Broodmares and stallions',
        ca: 'Eugues i sementals de cria',
        pt: 'Éguas e garanhões de criação',
      },
      // A mare and her foal.
      svg: icon(
        placed(HORSE_HEAD, 'translate(-2 4.2) scale(.8)') + placed(HORSE_OUTLINE, 'translate(12.5 10) scale(.5)'),
      ),
      withPrice: true,
    },
    {
      key: 'young_horses',
      slug: { es: 'potros', en: 'foals-and-youngstock', ca: 'poltres', pt: 'poldros' },
      name: {
        es: 'Potros y caballos jóvenes',
        en: 'Foals and youngstock',
        ca: 'Poltres i cavalls joves',
        pt: 'Poldros e cavalos jovens',
      },
      svg: icon(placed(HORSE_HEAD, 'translate(3 7) scale(.65)') + SPARKLE),
      withPrice: true,
    },
    {
      key: 'horses_on_loan',
      slug: {
        es: 'caballos-en-media-pension',
        en: 'horses-on-loan',
        ca: 'cavalls-en-mitja-pensio',
        pt: 'cavalos-em-meia-pensao',
      },
      name: {
        es: 'Caballos en media pensión',
        en: 'Horses on loan and part-loan',
        ca: 'Cavalls en mitja pensió',
        pt: 'Cavalos em meia pensão',
      },
      svg: icon(
        `${placed(HORSE_HEAD, 'translate(-2 0)')}<circle cx="19" cy="5.5" r="3.2"/><path d="M19 4v1.7l1.1.8"/>`,
      ),
      withPrice: true,
    },
    {
      key: 'retired_horses',
      slug: {
        es: 'caballos-jubilados',
        en: 'retired-and-companion-horses',
        ca: 'cavalls-jubilats',
        pt: 'cavalos-reformados',
      },
      name: {
        es: 'Caballos jubilados y de compañía',
        en: 'Retired and companion horses',
        ca: 'Cavalls jubilats i de companyia',
        pt: 'Cavalos reformados e de companhia',
      },
      svg: icon(placed(HORSE_HEAD, 'translate(-2 0)') + HEART),
      // Retired and companion horses usually go to a good home for free or on loan, not for a price.
      withPrice: false,
    },
  ],
};

const PONIES: CategorySeed = {
  key: 'ponies',
  slug: { es: 'ponis', en: 'ponies', ca: 'ponis', pt: 'poneis' },
  name: { es: 'Ponis', en: 'Ponies', ca: 'Ponis', pt: 'Póneis' },
  subcategories: [
    {
      key: 'children_ponies',
      slug: { es: 'ponis-para-ninos', en: 'childrens-ponies', ca: 'ponis-per-a-nens', pt: 'poneis-para-criancas' },
      name: { es: 'Ponis para niños', en: "Children's ponies", ca: 'Ponis per a nens', pt: 'Póneis para crianças' },
      svg: icon(
        placed(PONY_HEAD, 'translate(-2 0)') +
          '<circle cx="19.5" cy="4.5" r="2.5"/><path d="M19.5 7c0 1.2-.8 2-.3 3"/>',
      ),
      withPrice: true,
    },
    {
      key: 'sport_ponies',
      slug: { es: 'ponis-de-deporte', en: 'sport-ponies', ca: 'ponis-d-esport', pt: 'poneis-de-desporto' },
      name: { es: 'Ponis de deporte', en: 'Sport ponies', ca: "Ponis d'esport", pt: 'Póneis de desporto' },
      svg: icon(placed(PONY_HEAD, 'translate(-2 0)') + placed(ROSETTE, 'translate(0 -1)')),
      withPrice: true,
    },
    {
      key: 'breeding_ponies',
      slug: { es: 'ponis-de-cria', en: 'breeding-ponies', ca: 'ponis-de-cria', pt: 'poneis-de-criacao' },
      name: { es: 'Ponis de cría', en: 'Breeding ponies', ca: 'Ponis de cria', pt: 'Póneis de criação' },
      svg: icon(placed(PONY_HEAD, 'translate(-2 0)') + placed(HEART, 'translate(0 -1)')),
      withPrice: true,
    },
    {
      key: 'pony_foals',
      slug: { es: 'potros-de-poni', en: 'pony-foals', ca: 'poltres-de-poni', pt: 'poldros-de-ponei' },
      name: { es: 'Potros de poni', en: 'Pony foals', ca: 'Poltres de poni', pt: 'Poldros de pónei' },
      svg: icon(placed(PONY_HEAD, 'translate(3 6) scale(.7)') + SPARKLE),
      withPrice: true,
    },
    {
      key: 'miniature_horses',
      slug: { es: 'caballos-miniatura', en: 'miniature-horses', ca: 'cavalls-miniatura', pt: 'cavalos-miniatura' },
      name: { es: 'Caballos miniatura', en: 'Miniature horses', ca: 'Cavalls miniatura', pt: 'Cavalos miniatura' },
      // A small horse beside a measuring stick.
      svg: icon(
        placed(HORSE_HEAD, 'translate(4 9) scale(.55)') +
          '<path d="M20 3v18M18 3h4M18 21h4M20 8h1.5M20 12h1.5M20 16h1.5"/>',
      ),
      withPrice: true,
    },
  ],
};

const SEMEN: CategorySeed = {
  key: 'semen',
  slug: { es: 'semen', en: 'semen', ca: 'semen', pt: 'semen' },
  name: { es: 'Semen', en: 'Semen', ca: 'Semen', pt: 'Sémen' },
  subcategories: [
    {
      key: 'sport_horse_semen',
      slug: {
        es: 'semen-caballos-de-deporte',
        en: 'sport-horse-semen',
        ca: 'semen-cavalls-d-esport',
        pt: 'semen-cavalos-de-desporto',
      },
      name: {
        es: 'Semen de caballos de deporte',
        en: 'Sport horse semen',
        ca: "Semen de cavalls d'esport",
        pt: 'Sémen de cavalos de desporto',
      },
      svg: icon(`${TEST_TUBE}<path d="m18 4 .9 1.9 2.1.3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1L15 6.2l2.1-.3z"/>`),
      withPrice: true,
    },
    {
      key: 'iberian_semen',
      slug: {
        es: 'semen-pre-y-lusitano',
        en: 'pre-and-lusitano-semen',
        ca: 'semen-pre-i-lusita',
        pt: 'semen-pre-e-lusitano',
      },
      name: {
        es: 'Semen de PRE y lusitano',
        en: 'PRE and Lusitano semen',
        ca: 'Semen de PRE i lusità',
        pt: 'Sémen de PRE e lusitano',
      },
      svg: icon(`${TEST_TUBE}<path d="M15 9V4l2 2 1.5-3L20 6l2-2v5z"/>`),
      withPrice: true,
    },
    {
      key: 'arabian_semen',
      slug: {
        es: 'semen-pura-raza-arabe',
        en: 'arabian-semen',
        ca: 'semen-pura-raca-arab',
        pt: 'semen-puro-sangue-arabe',
      },
      name: {
        es: 'Semen de pura raza árabe',
        en: 'Arabian semen',
        ca: 'Semen de pura raça àrab',
        pt: 'Sémen de puro-sangue árabe',
      },
      svg: icon(`${TEST_TUBE}<path d="m18.5 3 3 3.5-3 3.5-3-3.5z"/>`),
      withPrice: true,
    },
    {
      key: 'american_breed_semen',
      slug: {
        es: 'semen-razas-americanas',
        en: 'american-breed-semen',
        ca: 'semen-races-americanes',
        pt: 'semen-racas-americanas',
      },
      name: {
        es: 'Semen de razas americanas',
        en: 'American breed semen',
        ca: 'Semen de races americanes',
        pt: 'Sémen de raças americanas',
      },
      // A test tube and a western hat.
      svg: icon(
        `${TEST_TUBE}<path d="M14 8.5c1 1 7 1 8 0M15.5 8.6 16 5c.2-1 1.3-1 2.5-.4 1.2-.6 2.3-.6 2.5.4l.5 3.6"/>`,
      ),
      withPrice: true,
    },
    {
      key: 'pony_semen',
      slug: { es: 'semen-de-poni', en: 'pony-semen', ca: 'semen-de-poni', pt: 'semen-de-ponei' },
      name: { es: 'Semen de poni', en: 'Pony semen', ca: 'Semen de poni', pt: 'Sémen de pónei' },
      svg: icon(TEST_TUBE + placed(PONY_HEAD, 'translate(12.5 1) scale(.5)')),
      withPrice: true,
    },
    {
      key: 'embryos',
      slug: { es: 'embriones', en: 'embryos', ca: 'embrions', pt: 'embrioes' },
      name: { es: 'Embriones', en: 'Embryos', ca: 'Embrions', pt: 'Embriões' },
      svg: icon(
        '<circle cx="12" cy="12" r="9"/><circle cx="9.5" cy="9.5" r="2.5"/><circle cx="14.5" cy="9.5" r="2.5"/><circle cx="9.5" cy="14.5" r="2.5"/><circle cx="14.5" cy="14.5" r="2.5"/>',
      ),
      withPrice: true,
    },
  ],
};

const RIDING_EQUIPMENT: CategorySeed = {
  key: 'riding_equipment',
  slug: {
    es: 'material-de-equitacion',
    en: 'riding-equipment',
    ca: 'material-d-equitacio',
    pt: 'material-de-equitacao',
  },
  name: {
    es: 'Material de equitación',
    en: 'Riding equipment',
    ca: "Material d'equitació",
    pt: 'Material de equitação',
  },
  subcategories: [
    {
      key: 'saddles',
      slug: { es: 'sillas-de-montar', en: 'saddles', ca: 'selles-de-muntar', pt: 'selas' },
      name: { es: 'Sillas de montar', en: 'Saddles', ca: 'Selles de muntar', pt: 'Selas' },
      svg: icon(
        '<path d="M2.5 8.5c2.2.3 3.3 1.5 5.5 1.5h6c2 0 3.2-1.2 4.2-3.5L20 6.3c0 3.6-2 6.7-5 6.7H7c-2.6 0-4.2-2-4.5-4.5z"/><path d="M8 13v3a2 2 0 0 0 2 2h3.5a2 2 0 0 0 2-2v-3"/><path d="M11.5 13v5.5M10 21.5h3.5l-.5-3h-2.5z"/>',
      ),
      withPrice: true,
    },
    {
      key: 'bridles_and_bits',
      slug: {
        es: 'cabezadas-y-bocados',
        en: 'bridles-and-bits',
        ca: 'brides-i-embocadures',
        pt: 'cabecadas-e-embocaduras',
      },
      name: {
        es: 'Cabezadas y bocados',
        en: 'Bridles and bits',
        ca: 'Brides i embocadures',
        pt: 'Cabeçadas e embocaduras',
      },
      // A loose-ring snaffle.
      svg: icon(
        '<circle cx="5" cy="12" r="3.5"/><circle cx="19" cy="12" r="3.5"/><path d="M8.5 12h2.5l1 1.2 1-1.2h2.5"/>',
      ),
      withPrice: true,
    },
    {
      key: 'saddle_pads',
      slug: { es: 'sudaderos', en: 'saddle-pads', ca: 'suadors', pt: 'mantas-de-sela' },
      name: { es: 'Sudaderos', en: 'Saddle pads', ca: 'Suadors', pt: 'Mantas de sela' },
      svg: icon(
        '<path d="M3 5h7.5l1.5 2 1.5-2H21v9a6 6 0 0 1-6 6H9a6 6 0 0 1-6-6z"/><path d="M7 9l10 7M7 15l6-5M13 17l4-3"/>',
      ),
      withPrice: true,
    },
    {
      key: 'girths_and_stirrups',
      slug: { es: 'cinchas-y-estribos', en: 'girths-and-stirrups', ca: 'cingles-i-estreps', pt: 'cilhas-e-estribos' },
      name: { es: 'Cinchas y estribos', en: 'Girths and stirrups', ca: 'Cingles i estreps', pt: 'Cilhas e estribos' },
      svg: icon(
        '<path d="M10.5 2h3v3h-3zM5 21C4 12.5 7 5 12 5s8 7.5 7 16z"/><path d="M8.2 17.5C8 11.5 9.5 8 12 8s4 3.5 3.8 9.5z"/>',
      ),
      withPrice: true,
    },
    {
      key: 'boots_and_bandages',
      slug: {
        es: 'protectores-y-vendas',
        en: 'boots-and-bandages',
        ca: 'protectors-i-benes',
        pt: 'protecoes-e-ligaduras',
      },
      name: {
        es: 'Protectores y vendas',
        en: 'Boots and bandages',
        ca: 'Protectors i benes',
        pt: 'Proteções e ligaduras',
      },
      svg: icon('<circle cx="8" cy="9" r="5"/><circle cx="8" cy="9" r="1.5"/><path d="M8 14h12l-1.5 3H8"/>'),
      withPrice: true,
    },
    {
      key: 'horse_rugs',
      slug: { es: 'mantas-para-caballos', en: 'horse-rugs', ca: 'mantes-per-a-cavalls', pt: 'mantas-para-cavalos' },
      name: { es: 'Mantas para caballos', en: 'Horse rugs', ca: 'Mantes per a cavalls', pt: 'Mantas para cavalos' },
      // A horse wearing a rug with crossed surcingles.
      svg: icon(
        '<path d="M7 8.5h9.5c2.5 0 4 1.5 4 4V14c0 1.1-.9 2-2 2H7.5A2.5 2.5 0 0 1 5 13.5V10.5z"/><path d="M7 8.5 4.5 4 2 5.5l1.5 2L5 10.5M7.5 16v5M10 16v5M15.5 16v5M18 16v5M20.5 11c1.3.5 1.8 2.5 1.3 4.5M9 9l3 7M12 9l-3 7"/>',
      ),
      withPrice: true,
    },
    {
      key: 'stable_equipment',
      slug: {
        es: 'material-de-cuadra',
        en: 'stable-equipment',
        ca: 'material-de-quadra',
        pt: 'equipamento-de-cavalarica',
      },
      name: {
        es: 'Material de cuadra',
        en: 'Stable equipment',
        ca: 'Material de quadra',
        pt: 'Equipamento de cavalariça',
      },
      svg: icon(
        '<path d="M4.5 8h15l-1.6 11.2a2 2 0 0 1-2 1.8H8.1a2 2 0 0 1-2-1.8z"/><path d="M6 8a6 6 0 0 1 12 0M5 12h14"/>',
      ),
      withPrice: true,
    },
    {
      key: 'trailers_and_horseboxes',
      slug: {
        es: 'remolques-y-camiones',
        en: 'trailers-and-horseboxes',
        ca: 'remolcs-i-camions',
        pt: 'atrelados-e-camioes',
      },
      name: {
        es: 'Remolques y camiones',
        en: 'Trailers and horseboxes',
        ca: 'Remolcs i camions',
        pt: 'Atrelados e camiões',
      },
      svg: icon(
        '<path d="M5 6h13a3 3 0 0 1 3 3v8H5z"/><path d="M5 15H2M8 9h5M16 9h2"/><circle cx="13" cy="17.5" r="2"/>',
      ),
      withPrice: true,
    },
  ],
};

const CLOTHING: CategorySeed = {
  key: 'clothing',
  slug: { es: 'ropa-de-equitacion', en: 'riding-clothing', ca: 'roba-d-equitacio', pt: 'vestuario-de-equitacao' },
  name: { es: 'Ropa de equitación', en: 'Riding clothing', ca: "Roba d'equitació", pt: 'Vestuário de equitação' },
  subcategories: [
    {
      key: 'riding_helmets',
      slug: { es: 'cascos', en: 'riding-helmets', ca: 'cascs', pt: 'capacetes' },
      name: { es: 'Cascos', en: 'Riding helmets', ca: 'Cascs', pt: 'Capacetes' },
      svg: icon(
        '<path d="M4 15a7.5 7.5 0 0 1 15 0z"/><path d="M19 15c1.5 0 2.8.4 3.5 1.2M11.5 7.5V15M6 15v2.5a3 3 0 0 0 3 3h1.5"/>',
      ),
      withPrice: true,
    },
    {
      key: 'body_protectors',
      slug: {
        es: 'chalecos-protectores',
        en: 'body-protectors',
        ca: 'armilles-protectores',
        pt: 'coletes-de-protecao',
      },
      name: {
        es: 'Chalecos protectores',
        en: 'Body protectors',
        ca: 'Armilles protectores',
        pt: 'Coletes de proteção',
      },
      svg: icon('<path d="M8 3 5 5v15h14V5l-3-2c-.8 2-2.2 3-4 3s-3.2-1-4-3z"/><path d="M5 10h14M5 15h14M12 6v14"/>'),
      withPrice: true,
    },
    {
      key: 'riding_boots',
      slug: { es: 'botas-y-polainas', en: 'riding-boots-and-chaps', ca: 'botes-i-polaines', pt: 'botas-e-polainas' },
      name: { es: 'Botas y polainas', en: 'Riding boots and chaps', ca: 'Botes i polaines', pt: 'Botas e polainas' },
      svg: icon('<path d="M7 2h7v13l5.5 2.7c.9.4 1.5 1.3 1.5 2.3v1H7z"/><path d="M7 5h7M7 19h4v2"/>'),
      withPrice: true,
    },
    {
      key: 'breeches',
      slug: {
        es: 'pantalones-de-montar',
        en: 'breeches-and-jodhpurs',
        ca: 'pantalons-de-muntar',
        pt: 'calcas-de-montar',
      },
      name: {
        es: 'Pantalones de montar',
        en: 'Breeches and jodhpurs',
        ca: 'Pantalons de muntar',
        pt: 'Calças de montar',
      },
      svg: icon(
        '<path d="M6 3h12l1.5 18h-5L12 10l-2.5 11h-5z"/><path d="M6 6h12M6.8 12c1.2 0 2.2 1 2.2 2.2M17.2 12c-1.2 0-2.2 1-2.2 2.2"/>',
      ),
      withPrice: true,
    },
    {
      key: 'competition_wear',
      slug: { es: 'ropa-de-concurso', en: 'competition-wear', ca: 'roba-de-concurs', pt: 'roupa-de-concurso' },
      name: { es: 'Ropa de concurso', en: 'Competition wear', ca: 'Roba de concurs', pt: 'Roupa de concurso' },
      svg: icon(
        '<path d="M9 3 4.5 5.5 4 21h16l-.5-15.5L15 3"/><path d="M9 3l3 6 3-6M12 9v12M9 3 8 9l3 3M15 3l1 6-3 3"/><circle cx="13.5" cy="15" r=".5" fill="currentColor"/><circle cx="13.5" cy="18" r=".5" fill="currentColor"/>',
      ),
      withPrice: true,
    },
    {
      key: 'jackets_and_coats',
      slug: { es: 'chaquetas-y-abrigos', en: 'jackets-and-coats', ca: 'jaquetes-i-abrics', pt: 'casacos-e-blusoes' },
      name: { es: 'Chaquetas y abrigos', en: 'Jackets and coats', ca: 'Jaquetes i abrics', pt: 'Casacos e blusões' },
      svg: icon(
        '<path d="M7 6 4 8v13h16V8l-3-2"/><path d="M7 6c0-2.5 2-4 5-4s5 1.5 5 4c-1.2 1.2-3 2-5 2S8.2 7.2 7 6zM12 8v13M6.5 15h3M14.5 15h3"/>',
      ),
      withPrice: true,
    },
    {
      key: 'gloves_and_accessories',
      slug: {
        es: 'guantes-y-accesorios',
        en: 'gloves-and-accessories',
        ca: 'guants-i-accessoris',
        pt: 'luvas-e-acessorios',
      },
      name: {
        es: 'Guantes y accesorios',
        en: 'Gloves and accessories',
        ca: 'Guants i accessoris',
        pt: 'Luvas e acessórios',
      },
      svg: icon(
        '<path d="M7.5 21v-3.5L5 12.3a1.3 1.3 0 0 1 2.3-1.2L9 13.5V5.2a1.2 1.2 0 0 1 2.4 0V11V4.2a1.2 1.2 0 0 1 2.4 0V11V5.2a1.2 1.2 0 0 1 2.4 0V11.5V7.7a1.2 1.2 0 0 1 2.4 0V15c0 3.3-2.3 6-5.5 6z"/><path d="M7.5 18.5h9"/>',
      ),
      withPrice: true,
    },
  ],
};

const CARE: CategorySeed = {
  key: 'care',
  slug: { es: 'cuidado-del-caballo', en: 'horse-care', ca: 'cura-del-cavall', pt: 'cuidados-do-cavalo' },
  name: { es: 'Cuidado del caballo', en: 'Horse care', ca: 'Cura del cavall', pt: 'Cuidados do cavalo' },
  subcategories: [
    {
      key: 'feed_and_supplements',
      slug: {
        es: 'piensos-y-suplementos',
        en: 'feed-and-supplements',
        ca: 'pinsos-i-suplements',
        pt: 'racoes-e-suplementos',
      },
      name: {
        es: 'Piensos y suplementos',
        en: 'Feed and supplements',
        ca: 'Pinsos i suplements',
        pt: 'Rações e suplementos',
      },
      svg: icon(
        '<path d="M8 7c-2.5 3-3.5 7.5-3 12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2c.5-4.5-.5-9-3-12"/><path d="M8 7h8M8.5 7 7 3h10l-1.5 4M12 11v6M12 13.5c-1.5 0-2.5-1-2.5-2.5 1.5 0 2.5 1 2.5 2.5zM12 13.5c1.5 0 2.5-1 2.5-2.5-1.5 0-2.5 1-2.5 2.5z"/>',
      ),
      withPrice: true,
    },
    {
      key: 'hay_straw_and_bedding',
      slug: { es: 'heno-paja-y-camas', en: 'hay-straw-and-bedding', ca: 'fenc-palla-i-jac', pt: 'feno-palha-e-camas' },
      name: {
        es: 'Heno, paja y camas',
        en: 'Hay, straw and bedding',
        ca: 'Fenc, palla i jaç',
        pt: 'Feno, palha e camas',
      },
      svg: icon('<path d="M3 9l4-4h14v10l-4 4H3z"/><path d="M3 9h14v10M17 9l4-4M8 9l4-4M12 9l4-4M8 9v10M12 9v10"/>'),
      withPrice: true,
    },
    {
      key: 'grooming',
      slug: { es: 'higiene-y-cepillado', en: 'grooming', ca: 'higiene-i-raspallat', pt: 'higiene-e-limpeza' },
      name: { es: 'Higiene y cepillado', en: 'Grooming', ca: 'Higiene i raspallat', pt: 'Higiene e limpeza' },
      svg: icon(
        '<path d="M4 12V9.5A3.5 3.5 0 0 1 7.5 6h9A3.5 3.5 0 0 1 20 9.5V12z"/><path d="M8 6V4.5h8V6M6 12v6M9 12v7M12 12v7M15 12v7M18 12v6"/>',
      ),
      withPrice: true,
    },
    {
      key: 'horseshoes_and_hoof_care',
      slug: {
        es: 'herraduras-y-cascos',
        en: 'horseshoes-and-hoof-care',
        ca: 'ferradures-i-cascos',
        pt: 'ferraduras-e-cascos',
      },
      name: {
        es: 'Herraduras y cuidado de cascos',
        en: 'Horseshoes and hoof care',
        ca: 'Ferradures i cura dels cascos',
        pt: 'Ferraduras e cuidados dos cascos',
      },
      svg: icon(
        '<path d="M5.5 20C3.7 18 3 15.3 3 12.5a9 9 0 0 1 18 0c0 2.8-.7 5.5-2.5 7.5h-3.3c1.4-1.7 2.3-4.2 2.3-7a5.5 5.5 0 0 0-11 0c0 2.8.9 5.3 2.3 7z"/>',
      ),
      withPrice: true,
    },
    {
      key: 'veterinary_products',
      slug: {
        es: 'productos-veterinarios',
        en: 'veterinary-products',
        ca: 'productes-veterinaris',
        pt: 'produtos-veterinarios',
      },
      name: {
        es: 'Productos veterinarios',
        en: 'Veterinary products',
        ca: 'Productes veterinaris',
        pt: 'Produtos veterinários',
      },
      svg: icon(placed('<path d="M9.5 2h5M12 2v4M9 6h6v11H9zM9 9.5h2.5M9 13h2.5M12 17v5"/>', 'rotate(45 12 12)')),
      withPrice: true,
    },
    {
      key: 'fly_protection',
      slug: {
        es: 'antimoscas-y-repelentes',
        en: 'fly-protection',
        ca: 'antimosques-i-repellents',
        pt: 'protecao-contra-moscas',
      },
      name: {
        es: 'Antimoscas y repelentes',
        en: 'Fly protection',
        ca: 'Antimosques i repel·lents',
        pt: 'Proteção contra moscas',
      },
      svg: icon(
        '<ellipse cx="12" cy="14" rx="2.5" ry="4"/><circle cx="12" cy="8.5" r="1.5"/><path d="M10 12c-3-4-7-3-6 0s4 2 6 1M14 12c3-4 7-3 6 0s-4 2-6 1M3 3l18 18"/>',
      ),
      withPrice: true,
    },
  ],
};

const SERVICES: CategorySeed = {
  key: 'services',
  slug: { es: 'servicios', en: 'services', ca: 'serveis', pt: 'servicos' },
  name: { es: 'Servicios', en: 'Services', ca: 'Serveis', pt: 'Serviços' },
  subcategories: [
    {
      key: 'vets',
      slug: { es: 'veterinarios', en: 'equine-vets', ca: 'veterinaris', pt: 'veterinarios' },
      name: { es: 'Veterinarios', en: 'Equine vets', ca: 'Veterinaris', pt: 'Veterinários' },
      svg: icon(
        '<path d="M5 3H4v5a4 4 0 0 0 8 0V3h-1"/><path d="M8 12v2a6 6 0 0 0 12 0v-2"/><circle cx="20" cy="10" r="2"/>',
      ),
      // A vet's fee depends on the case; a single price in an ad would mislead.
      withPrice: false,
    },
    {
      key: 'farriers',
      slug: { es: 'herradores', en: 'farriers', ca: 'ferradors', pt: 'ferradores' },
      name: { es: 'Herradores', en: 'Farriers', ca: 'Ferradors', pt: 'Ferradores' },
      // An anvil.
      svg: icon(
        '<path d="M3 6h13c0 2.5 2 4.5 5 4.5v1.5c-3 0-4.5 1.3-5 3H8.5c-.6-2-2-3.2-4-3.8z"/><path d="M9.5 15v3H7v3h10v-3h-2.5v-3"/>',
      ),
      withPrice: true,
    },
    {
      key: 'equine_physiotherapy',
      slug: {
        es: 'fisioterapia-equina',
        en: 'equine-physiotherapy',
        ca: 'fisioterapia-equina',
        pt: 'fisioterapia-equina',
      },
      name: {
        es: 'Fisioterapia equina',
        en: 'Equine physiotherapy',
        ca: 'Fisioteràpia equina',
        pt: 'Fisioterapia equina',
      },
      svg: icon(
        '<path d="M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z"/><path d="M5 12h4l1.5-2.5L13 15l1.5-3H19"/>',
      ),
      withPrice: true,
    },
    {
      key: 'training',
      slug: {
        es: 'doma-y-entrenamiento',
        en: 'training-and-schooling',
        ca: 'doma-i-entrenament',
        pt: 'ensino-e-treino',
      },
      name: {
        es: 'Doma y entrenamiento',
        en: 'Training and schooling',
        ca: 'Doma i entrenament',
        pt: 'Ensino e treino',
      },
      // A show jump.
      svg: icon('<path d="M4 4v16M20 4v16M2 20h4M18 20h4M4 9h16M4 13.5h16M8 9v4.5M12 9v4.5M16 9v4.5"/>'),
      withPrice: true,
    },
    {
      key: 'riding_lessons',
      slug: { es: 'clases-de-equitacion', en: 'riding-lessons', ca: 'classes-d-equitacio', pt: 'aulas-de-equitacao' },
      name: {
        es: 'Clases de equitación',
        en: 'Riding lessons',
        ca: "Classes d'equitació",
        pt: 'Aulas de equitação',
      },
      svg: icon('<path d="M2 9l10-5 10 5-10 5z"/><path d="M6 11v5c3 2.5 9 2.5 12 0v-5M22 9v6"/>'),
      withPrice: true,
    },
    {
      key: 'livery',
      slug: { es: 'pupilaje', en: 'livery', ca: 'pupillatge', pt: 'pensao-para-cavalos' },
      name: { es: 'Pupilaje', en: 'Livery', ca: 'Pupil·latge', pt: 'Pensão para cavalos' },
      svg: icon('<path d="M3 10 12 3l9 7v11H3z"/><path d="M8 21v-8h8v8M8 13l8 8M16 13l-8 8"/>'),
      withPrice: true,
    },
    {
      key: 'horse_transport',
      slug: {
        es: 'transporte-de-caballos',
        en: 'horse-transport',
        ca: 'transport-de-cavalls',
        pt: 'transporte-de-cavalos',
      },
      name: {
        es: 'Transporte de caballos',
        en: 'Horse transport',
        ca: 'Transport de cavalls',
        pt: 'Transporte de cavalos',
      },
      svg: icon(
        '<path d="M2 5h12v11H2zM14 9h4l3 3.5V16h-7"/><circle cx="6" cy="17.5" r="1.8"/><circle cx="17" cy="17.5" r="1.8"/><path d="M5 9h5"/>',
      ),
      // Priced per trip and distance, so each job gets its own quote.
      withPrice: false,
    },
    {
      key: 'trail_rides',
      slug: { es: 'rutas-a-caballo', en: 'trail-rides', ca: 'rutes-a-cavall', pt: 'passeios-a-cavalo' },
      name: { es: 'Rutas a caballo', en: 'Trail rides', ca: 'Rutes a cavall', pt: 'Passeios a cavalo' },
      svg: icon('<path d="M2 20 9 9l4 6 3-4 6 9z"/><circle cx="17.5" cy="5" r="2"/>'),
      withPrice: true,
    },
  ],
};

const STABLES: CategorySeed = {
  key: 'stables',
  slug: { es: 'cuadras', en: 'stables', ca: 'quadres', pt: 'cavalaricas' },
  name: { es: 'Cuadras', en: 'Stables', ca: 'Quadres', pt: 'Cavalariças' },
  subcategories: [
    {
      key: 'stables_to_rent',
      slug: { es: 'boxes-en-alquiler', en: 'stables-to-rent', ca: 'boxs-de-lloguer', pt: 'boxes-para-arrendar' },
      name: { es: 'Boxes en alquiler', en: 'Stables to rent', ca: 'Boxs de lloguer', pt: 'Boxes para arrendar' },
      // A stable door, open at the top.
      svg: icon(
        '<path d="M5 3h14v18H5zM5 11h14M5 11l14 10M19 11 5 21"/><circle cx="16" cy="7" r=".6" fill="currentColor"/>',
      ),
      withPrice: true,
    },
    {
      key: 'equestrian_properties',
      slug: {
        es: 'fincas-ecuestres',
        en: 'equestrian-properties',
        ca: 'finques-equestres',
        pt: 'propriedades-equestres',
      },
      name: {
        es: 'Fincas ecuestres',
        en: 'Equestrian properties',
        ca: 'Finques eqüestres',
        pt: 'Propriedades equestres',
      },
      svg: icon('<path d="M3 11 12 4l9 7"/><path d="M5 9.5V20h14V9.5M10 20v-5h4v5M1 20h22"/>'),
      withPrice: true,
    },
    {
      key: 'equestrian_centres',
      slug: { es: 'centros-ecuestres', en: 'equestrian-centres', ca: 'centres-equestres', pt: 'centros-equestres' },
      name: { es: 'Centros ecuestres', en: 'Equestrian centres', ca: 'Centres eqüestres', pt: 'Centros equestres' },
      // An indoor arena.
      svg: icon('<path d="M2 20v-8a10 7 0 0 1 20 0v8M2 20h20M7 20v-6h10v6M2 12h20"/>'),
      withPrice: true,
    },
    {
      key: 'paddocks_and_grazing',
      slug: {
        es: 'pastos-y-paddocks',
        en: 'paddocks-and-grazing',
        ca: 'pastures-i-paddocks',
        pt: 'pastagens-e-paddocks',
      },
      name: {
        es: 'Pastos y paddocks',
        en: 'Paddocks and grazing',
        ca: 'Pastures i paddocks',
        pt: 'Pastagens e paddocks',
      },
      svg: icon('<path d="M4 6.5 5 5l1 1.5V20H4zM11 6.5 12 5l1 1.5V20h-2zM18 6.5 19 5l1 1.5V20h-2zM2 10h20M2 15h20"/>'),
      withPrice: true,
    },
    {
      key: 'stable_construction',
      slug: {
        es: 'construccion-de-cuadras',
        en: 'stable-construction',
        ca: 'construccio-de-quadres',
        pt: 'construcao-de-cavalaricas',
      },
      name: {
        es: 'Construcción de cuadras',
        en: 'Stable construction',
        ca: 'Construcció de quadres',
        pt: 'Construção de cavalariças',
      },
      svg: icon(
        '<path d="M3 5h18v14H3zM3 9.7h18M3 14.3h18M9 5v4.7M15 5v4.7M6 9.7v4.6M12 9.7v4.6M18 9.7v4.6M9 14.3V19M15 14.3V19"/>',
      ),
      withPrice: true,
    },
  ],
};

/** The eight categories in the order the menus and the footer show them (spec §3 Category). */
export const CATEGORIES: readonly CategorySeed[] = [
  HORSES,
  PONIES,
  SEMEN,
  RIDING_EQUIPMENT,
  CLOTHING,
  CARE,
  SERVICES,
  STABLES,
];
