import type { Coat } from '../drawings/shapes.ts';
import type { Texts } from './writing.ts';

/**
 * The words demo horse and pony ads are written with, in the four languages. Slugs are the
 * catalogue's filter items (server/catalogue/data/filters.ts); adjectives come as
 * [masculine, feminine] because Spanish, Catalan and Portuguese make them agree with the animal.
 */
export type Gendered = readonly [string, string];
export type Sex = 'entero' | 'castrado' | 'yegua';

export interface Breed {
  slug: string;
  name: Texts<Gendered>;
  studbook?: string;
  /** Country code and database of the UELN its passports carry (first six characters). */
  ueln: string;
  height: readonly [number, number];
  /** Coat items, repeated to weight them. */
  coats: readonly string[];
  disciplines: readonly string[];
  /** Price relative to an average horse of the same use. */
  value: number;
}

const same = (name: string): Texts<Gendered> => ({
  es: [name, name],
  en: [name, name],
  ca: [name, name],
  pt: [name, name],
});

export const HORSE_BREEDS: readonly Breed[] = [
  {
    slug: 'pura-raza-espanola',
    name: same('PRE'),
    studbook: 'ANCCE',
    ueln: '724008',
    height: [155, 170],
    coats: ['tordo', 'tordo', 'tordo', 'castano', 'castano', 'negro', 'bayo', 'isabelo'],
    disciplines: ['doma-clasica', 'alta-escuela', 'doma-vaquera', 'equitacion-de-trabajo', 'enganche', 'ocio'],
    value: 1.2,
  },
  {
    slug: 'lusitano',
    name: {
      es: ['lusitano', 'lusitana'],
      en: ['Lusitano', 'Lusitano'],
      ca: ['lusità', 'lusitana'],
      pt: ['lusitano', 'lusitana'],
    },
    studbook: 'APSL',
    ueln: '620001',
    height: [155, 168],
    coats: ['tordo', 'tordo', 'castano', 'castano', 'negro', 'bayo', 'palomino'],
    disciplines: ['doma-clasica', 'equitacion-de-trabajo', 'alta-escuela', 'enganche', 'ocio'],
    value: 1.2,
  },
  {
    slug: 'pura-raza-arabe',
    name: { es: ['árabe', 'árabe'], en: ['Arab', 'Arab'], ca: ['àrab', 'àrab'], pt: ['árabe', 'árabe'] },
    studbook: 'AECCA',
    ueln: '724011',
    height: [145, 157],
    coats: ['tordo', 'tordo', 'castano', 'alazan', 'negro'],
    disciplines: ['raid', 'ocio'],
    value: 0.9,
  },
  {
    slug: 'anglo-arabe',
    name: {
      es: ['anglo-árabe', 'anglo-árabe'],
      en: ['Anglo-Arab', 'Anglo-Arab'],
      ca: ['angloàrab', 'angloàrab'],
      pt: ['anglo-árabe', 'anglo-árabe'],
    },
    ueln: '724013',
    height: [156, 168],
    coats: ['castano', 'alazan', 'tordo'],
    disciplines: ['concurso-completo', 'salto', 'raid'],
    value: 0.9,
  },
  {
    slug: 'hispano-arabe',
    name: {
      es: ['hispano-árabe', 'hispano-árabe'],
      en: ['Hispano-Arab', 'Hispano-Arab'],
      ca: ['hispanoàrab', 'hispanoàrab'],
      pt: ['hispano-árabe', 'hispano-árabe'],
    },
    studbook: 'UEGHá',
    ueln: '724012',
    height: [150, 162],
    coats: ['tordo', 'castano', 'alazan'],
    disciplines: ['doma-vaquera', 'ocio', 'raid', 'equitacion-de-trabajo'],
    value: 0.8,
  },
  {
    slug: 'caballo-de-deporte-espanol',
    name: same('CDE'),
    studbook: 'ANCADES',
    ueln: '724009',
    height: [162, 175],
    coats: ['castano', 'castano', 'alazan', 'tordo', 'negro'],
    disciplines: ['salto', 'doma-clasica', 'concurso-completo'],
    value: 1,
  },
  {
    slug: 'cruzado',
    name: {
      es: ['cruzado', 'cruzada'],
      en: ['cross-bred', 'cross-bred'],
      ca: ['creuat', 'creuada'],
      pt: ['cruzado', 'cruzada'],
    },
    ueln: '724001',
    height: [148, 168],
    coats: ['castano', 'castano', 'alazan', 'tordo', 'negro', 'pio', 'bayo', 'ruano'],
    disciplines: ['ocio', 'ocio', 'salto', 'raid', 'horseball', 'doma-clasica'],
    value: 0.55,
  },
  {
    slug: 'kwpn',
    name: same('KWPN'),
    studbook: 'KWPN',
    ueln: '528003',
    height: [165, 178],
    coats: ['castano', 'castano', 'alazan', 'negro', 'tordo'],
    disciplines: ['salto', 'doma-clasica'],
    value: 1.5,
  },
  {
    slug: 'hannoveriano',
    name: {
      es: ['hannoveriano', 'hannoveriana'],
      en: ['Hanoverian', 'Hanoverian'],
      ca: ['hannoverià', 'hannoveriana'],
      pt: ['hanoveriano', 'hanoveriana'],
    },
    studbook: 'Hannoveraner Verband',
    ueln: '276331',
    height: [164, 176],
    coats: ['castano', 'alazan', 'negro'],
    disciplines: ['doma-clasica', 'salto'],
    value: 1.4,
  },
  {
    slug: 'holsteiner',
    name: same('Holsteiner'),
    studbook: 'Holsteiner Verband',
    ueln: '276321',
    height: [165, 176],
    coats: ['castano', 'tordo', 'negro'],
    disciplines: ['salto'],
    value: 1.5,
  },
  {
    slug: 'oldenburg',
    name: same('Oldenburg'),
    studbook: 'Oldenburger Verband',
    ueln: '276333',
    height: [164, 175],
    coats: ['castano', 'negro', 'alazan'],
    disciplines: ['doma-clasica', 'salto'],
    value: 1.4,
  },
  {
    slug: 'bwp',
    name: same('BWP'),
    studbook: 'BWP',
    ueln: '056002',
    height: [164, 176],
    coats: ['castano', 'tordo', 'alazan'],
    disciplines: ['salto'],
    value: 1.4,
  },
  {
    slug: 'silla-frances',
    name: same('Selle Français'),
    studbook: 'SF',
    ueln: '250001',
    height: [163, 174],
    coats: ['castano', 'alazan', 'tordo'],
    disciplines: ['salto', 'concurso-completo'],
    value: 1.3,
  },
  {
    slug: 'zangersheide',
    name: same('Zangersheide'),
    studbook: 'Zangersheide',
    ueln: '056004',
    height: [165, 176],
    coats: ['tordo', 'castano'],
    disciplines: ['salto'],
    value: 1.5,
  },
  {
    slug: 'pura-sangre-ingles',
    name: same('PSI'),
    studbook: 'Stud Book Español',
    ueln: '724002',
    height: [158, 170],
    coats: ['castano', 'alazan', 'negro'],
    disciplines: ['concurso-completo', 'polo', 'ocio'],
    value: 0.6,
  },
  {
    slug: 'cuarto-de-milla',
    name: same('Quarter Horse'),
    studbook: 'AQHA',
    ueln: '840001',
    height: [145, 158],
    coats: ['alazan', 'castano', 'palomino', 'ruano', 'bayo'],
    disciplines: ['western', 'ocio'],
    value: 0.9,
  },
  {
    slug: 'appaloosa',
    name: same('Appaloosa'),
    studbook: 'ApHC',
    ueln: '840003',
    height: [145, 158],
    coats: ['atigrado'],
    disciplines: ['western', 'ocio'],
    value: 0.8,
  },
  {
    slug: 'frison',
    name: {
      es: ['frisón', 'frisona'],
      en: ['Friesian', 'Friesian'],
      ca: ['frisó', 'frisona'],
      pt: ['frísio', 'frísia'],
    },
    studbook: 'KFPS',
    ueln: '528004',
    height: [158, 170],
    coats: ['negro'],
    disciplines: ['enganche', 'doma-clasica', 'ocio'],
    value: 1,
  },
  {
    slug: 'hispano-breton',
    name: {
      es: ['hispano-bretón', 'hispano-bretona'],
      en: ['Hispano-Breton', 'Hispano-Breton'],
      ca: ['hispanobretó', 'hispanobretona'],
      pt: ['hispano-bretão', 'hispano-bretã'],
    },
    ueln: '724014',
    height: [150, 162],
    coats: ['alazan', 'castano', 'ruano'],
    disciplines: ['enganche', 'ocio'],
    value: 0.45,
  },
  {
    slug: 'mallorquin',
    name: {
      es: ['mallorquín', 'mallorquina'],
      en: ['Mallorquín', 'Mallorquín'],
      ca: ['mallorquí', 'mallorquina'],
      pt: ['maiorquino', 'maiorquina'],
    },
    ueln: '724016',
    height: [155, 165],
    coats: ['negro'],
    disciplines: ['enganche', 'ocio'],
    value: 0.7,
  },
  {
    slug: 'menorquin',
    name: {
      es: ['menorquín', 'menorquina'],
      en: ['Menorquín', 'Menorquín'],
      ca: ['menorquí', 'menorquina'],
      pt: ['menorquino', 'menorquina'],
    },
    ueln: '724017',
    height: [155, 166],
    coats: ['negro'],
    disciplines: ['doma-clasica', 'alta-escuela', 'ocio'],
    value: 0.9,
  },
  {
    slug: 'irish-cob',
    name: same('Irish Cob'),
    ueln: '372001',
    height: [140, 155],
    coats: ['pio', 'pio', 'negro'],
    disciplines: ['ocio', 'enganche'],
    value: 0.8,
  },
  {
    slug: 'haflinger',
    name: same('Haflinger'),
    ueln: '040001',
    height: [138, 150],
    coats: ['alazan'],
    disciplines: ['ocio', 'enganche'],
    value: 0.6,
  },
  {
    slug: 'criollo',
    name: {
      es: ['criollo', 'criolla'],
      en: ['Criollo', 'Criollo'],
      ca: ['criollo', 'criolla'],
      pt: ['crioulo', 'crioula'],
    },
    ueln: '032001',
    height: [142, 152],
    coats: ['bayo', 'castano', 'ruano'],
    disciplines: ['polo', 'raid', 'ocio'],
    value: 0.7,
  },
];

export const PONY_BREEDS: readonly Breed[] = [
  {
    slug: 'shetland',
    name: same('Shetland'),
    ueln: '826001',
    height: [85, 107],
    coats: ['negro', 'castano', 'pio', 'alazan', 'tordo'],
    disciplines: ['ocio', 'enganche'],
    value: 0.6,
  },
  {
    slug: 'welsh',
    name: same('Welsh'),
    studbook: 'Welsh Pony and Cob Society',
    ueln: '826002',
    height: [118, 140],
    coats: ['tordo', 'alazan', 'castano', 'palomino'],
    disciplines: ['salto', 'ocio', 'doma-clasica'],
    value: 1.1,
  },
  {
    slug: 'connemara',
    name: same('Connemara'),
    studbook: 'Connemara Pony Breeders Society',
    ueln: '372002',
    height: [133, 148],
    coats: ['tordo', 'tordo', 'bayo', 'castano'],
    disciplines: ['salto', 'concurso-completo', 'ocio'],
    value: 1.2,
  },
  // Written after "poni" ("poni castrado de silla alemán"), so without the word again.
  {
    slug: 'poni-de-silla-aleman',
    name: {
      es: ['de silla alemán', 'de silla alemán'],
      en: ['German Riding', 'German Riding'],
      ca: ['de sella alemany', 'de sella alemany'],
      pt: ['de sela alemão', 'de sela alemão'],
    },
    ueln: '276303',
    height: [138, 148],
    coats: ['castano', 'alazan', 'palomino'],
    disciplines: ['doma-clasica', 'salto'],
    value: 1.5,
  },
  {
    slug: 'new-forest',
    name: same('New Forest'),
    ueln: '826003',
    height: [125, 146],
    coats: ['castano', 'tordo'],
    disciplines: ['ocio', 'salto'],
    value: 0.9,
  },
  {
    slug: 'falabella',
    name: same('Falabella'),
    ueln: '032002',
    height: [70, 86],
    coats: ['pio', 'atigrado', 'negro', 'castano'],
    disciplines: ['ocio'],
    value: 0.8,
  },
  {
    slug: 'miniatura-americano',
    name: {
      es: ['miniatura americano', 'miniatura americana'],
      en: ['American Miniature', 'American Miniature'],
      ca: ['miniatura americà', 'miniatura americana'],
      pt: ['miniatura americano', 'miniatura americana'],
    },
    ueln: '840004',
    height: [72, 86],
    coats: ['pio', 'palomino', 'atigrado', 'alazan'],
    disciplines: ['ocio', 'enganche'],
    value: 0.9,
  },
  {
    slug: 'asturcon',
    name: same('asturcón'),
    ueln: '724020',
    height: [116, 128],
    coats: ['negro', 'negro', 'castano'],
    disciplines: ['ocio'],
    value: 0.6,
  },
  {
    slug: 'pottoka',
    name: same('pottoka'),
    ueln: '724021',
    height: [115, 140],
    coats: ['castano', 'negro', 'pio'],
    disciplines: ['ocio'],
    value: 0.5,
  },
  {
    slug: 'pura-raza-gallega',
    name: {
      es: ['gallego', 'gallega'],
      en: ['Galician', 'Galician'],
      ca: ['gallec', 'gallega'],
      pt: ['galego', 'galega'],
    },
    ueln: '724022',
    height: [120, 135],
    coats: ['castano', 'negro'],
    disciplines: ['ocio'],
    value: 0.5,
  },
  {
    slug: 'garrano',
    name: same('garrano'),
    ueln: '620002',
    height: [120, 135],
    coats: ['castano', 'castano', 'negro'],
    disciplines: ['ocio', 'enganche'],
    value: 0.5,
  },
  {
    slug: 'haflinger',
    name: same('Haflinger'),
    ueln: '040001',
    height: [137, 148],
    coats: ['alazan'],
    disciplines: ['ocio', 'enganche'],
    value: 0.8,
  },
  {
    slug: 'cruzado',
    name: {
      es: ['cruzado', 'cruzada'],
      en: ['cross-bred', 'cross-bred'],
      ca: ['creuat', 'creuada'],
      pt: ['cruzado', 'cruzada'],
    },
    ueln: '724001',
    height: [105, 145],
    coats: ['castano', 'alazan', 'tordo', 'pio', 'palomino'],
    disciplines: ['ocio', 'salto', 'volteo'],
    value: 0.6,
  },
];

/** Coat items: their words in each language and the demo picture family that shows them. */
export const COATS: Record<string, { words: Texts<Gendered>; horse: Coat; pony: Coat }> = {
  castano: {
    words: {
      es: ['castaño', 'castaña'],
      en: ['bay', 'bay'],
      ca: ['castany', 'castanya'],
      pt: ['castanho', 'castanha'],
    },
    horse: 'bay',
    pony: 'bay',
  },
  alazan: {
    words: {
      es: ['alazán', 'alazana'],
      en: ['chestnut', 'chestnut'],
      ca: ['alatzà', 'alatzana'],
      pt: ['alazão', 'alazã'],
    },
    horse: 'chestnut',
    pony: 'chestnut',
  },
  negro: {
    words: { es: ['negro', 'negra'], en: ['black', 'black'], ca: ['negre', 'negra'], pt: ['preto', 'preta'] },
    horse: 'black',
    pony: 'bay',
  },
  tordo: {
    words: { es: ['tordo', 'torda'], en: ['grey', 'grey'], ca: ['tord', 'torda'], pt: ['ruço', 'ruça'] },
    horse: 'grey',
    pony: 'grey',
  },
  palomino: {
    words: {
      es: ['palomino', 'palomina'],
      en: ['palomino', 'palomino'],
      ca: ['palomino', 'palomina'],
      pt: ['palomino', 'palomina'],
    },
    horse: 'palomino',
    pony: 'chestnut',
  },
  bayo: {
    words: { es: ['bayo', 'baya'], en: ['dun', 'dun'], ca: ['bai', 'baia'], pt: ['baio', 'baia'] },
    horse: 'palomino',
    pony: 'chestnut',
  },
  isabelo: {
    words: {
      es: ['isabelo', 'isabela'],
      en: ['cream', 'cream'],
      ca: ['isabel·lí', 'isabel·lina'],
      pt: ['isabel', 'isabel'],
    },
    horse: 'palomino',
    pony: 'chestnut',
  },
  ruano: {
    words: { es: ['ruano', 'ruana'], en: ['roan', 'roan'], ca: ['roà', 'roana'], pt: ['rosilho', 'rosilha'] },
    horse: 'grey',
    pony: 'grey',
  },
  pio: {
    words: { es: ['pío', 'pía'], en: ['skewbald', 'skewbald'], ca: ['pio', 'pia'], pt: ['malhado', 'malhada'] },
    horse: 'pinto',
    pony: 'pinto',
  },
  atigrado: {
    words: {
      es: ['atigrado', 'atigrada'],
      en: ['spotted', 'spotted'],
      ca: ['tigrat', 'tigrada'],
      pt: ['tigrado', 'tigrada'],
    },
    horse: 'grey',
    pony: 'grey',
  },
};

/** How a seller names the animal, by its sex: [adult horse, young horse, pony]. */
export const NOUNS: Texts<Record<Sex, readonly [string, string, string]>> = {
  es: {
    entero: ['caballo entero', 'potro', 'poni entero'],
    castrado: ['caballo castrado', 'potro castrado', 'poni castrado'],
    yegua: ['yegua', 'potra', 'yegua poni'],
  },
  en: {
    entero: ['stallion', 'colt', 'pony stallion'],
    castrado: ['gelding', 'gelding', 'pony gelding'],
    yegua: ['mare', 'filly', 'pony mare'],
  },
  ca: {
    entero: ['cavall sencer', 'poltre', 'poni sencer'],
    castrado: ['cavall castrat', 'poltre castrat', 'poni castrat'],
    yegua: ['euga', 'poltra', 'euga poni'],
  },
  pt: {
    entero: ['cavalo inteiro', 'poldro', 'pónei inteiro'],
    castrado: ['cavalo castrado', 'poldro castrado', 'pónei castrado'],
    yegua: ['égua', 'poldra', 'égua pónei'],
  },
};

/** Disciplines as a seller says them after "for" ("ideal para doma clásica"). */
export const DISCIPLINES: Record<string, Texts> = {
  'doma-clasica': { es: 'doma clásica', en: 'dressage', ca: 'doma clàssica', pt: 'dressage' },
  salto: { es: 'salto', en: 'show jumping', ca: 'salt', pt: 'saltos' },
  'concurso-completo': { es: 'concurso completo', en: 'eventing', ca: 'concurs complet', pt: 'concurso completo' },
  'doma-vaquera': { es: 'doma vaquera', en: 'doma vaquera', ca: 'doma vaquera', pt: 'doma vaquera' },
  'equitacion-de-trabajo': {
    es: 'equitación de trabajo',
    en: 'working equitation',
    ca: 'equitació de treball',
    pt: 'equitação de trabalho',
  },
  'alta-escuela': { es: 'alta escuela', en: 'haute école', ca: 'alta escola', pt: 'alta escola' },
  raid: { es: 'raid', en: 'endurance', ca: 'raid', pt: 'endurance' },
  western: { es: 'western', en: 'western', ca: 'western', pt: 'western' },
  enganche: { es: 'enganche', en: 'driving', ca: 'enganxos', pt: 'atrelagem' },
  volteo: { es: 'volteo', en: 'vaulting', ca: 'volteig', pt: 'volteio' },
  horseball: { es: 'horseball', en: 'horseball', ca: 'horseball', pt: 'horseball' },
  polo: { es: 'polo', en: 'polo', ca: 'polo', pt: 'polo' },
  ocio: { es: 'paseo', en: 'hacking', ca: 'passeig', pt: 'passeio' },
  cria: { es: 'cría', en: 'breeding', ca: 'cria', pt: 'criação' },
};

type Say = (g: (m: string, f: string) => string) => string;

/** What a horse does in its discipline, one sentence each. */
export const DISCIPLINE_LINES: Record<string, Texts<Say>> = {
  salto: {
    es: () => 'Salta recorridos de 1,20 con soltura y mucho respeto por el palo.',
    en: () => 'Jumping 1.20 m courses with scope and plenty of care.',
    ca: () => "Salta recorreguts d'1,20 amb facilitat i molt respecte per la barra.",
    pt: () => 'Salta percursos de 1,20 m com facilidade e muito respeito pela vara.',
  },
  'doma-clasica': {
    es: () => 'Trabaja a nivel de San Jorge, con muy buenos aires y una boca estupenda.',
    en: () => 'Working at Prix St Georges level, lovely paces and a soft mouth.',
    ca: () => 'Treballa a nivell de Sant Jordi, amb molt bons aires i una boca estupenda.',
    pt: () => 'Trabalha ao nível de São Jorge, com ótimos andamentos e muito boa boca.',
  },
  'concurso-completo': {
    es: () => 'Ha hecho concursos completos de 1* y 2* con buenos resultados.',
    en: () => 'Has completed CCI1* and CCI2* events with good results.',
    ca: () => "Ha fet concursos complets d'1* i 2* amb bons resultats.",
    pt: () => 'Já fez concursos completos de 1* e 2* com bons resultados.',
  },
  'doma-vaquera': {
    es: (g) => `${g('Hecho', 'Hecha')} en doma vaquera: se para en seco, recula y gira con mucho estilo.`,
    en: () => 'Schooled in doma vaquera: square halts, rein-back and pirouettes with real style.',
    ca: (g) => `${g('Fet', 'Feta')} en doma vaquera: s'atura en sec, recula i gira amb molt d'estil.`,
    pt: (g) => `${g('Feito', 'Feita')} em doma vaquera: para a direito, recua e gira com muito estilo.`,
  },
  'equitacion-de-trabajo': {
    es: () => 'Compite en equitación de trabajo: doma, manejabilidad y velocidad.',
    en: () => 'Competing in working equitation: dressage, ease of handling and speed.',
    ca: () => 'Competeix en equitació de treball: doma, maneig i velocitat.',
    pt: () => 'Compete em equitação de trabalho: ensino, maneabilidade e velocidade.',
  },
  'alta-escuela': {
    es: () => 'Hace piaffe, passage y paso español.',
    en: () => 'Does piaffe, passage and Spanish walk.',
    ca: () => 'Fa piaffe, passage i pas espanyol.',
    pt: () => 'Faz piaffe, passage e passo espanhol.',
  },
  raid: {
    es: () => 'Ha terminado raids de 80 km con muy buenas recuperaciones en los controles.',
    en: () => 'Has completed 80 km endurance rides with excellent vet gates.',
    ca: () => 'Ha acabat raids de 80 km amb molt bones recuperacions als controls.',
    pt: () => 'Já terminou provas de endurance de 80 km com ótimas recuperações.',
  },
  western: {
    es: (g) => `${g('Trabajado', 'Trabajada')} en western: spins, paradas deslizantes y cambios de pie.`,
    en: () => 'Trained western: spins, sliding stops and flying changes.',
    ca: (g) => `${g('Treballat', 'Treballada')} en western: spins, parades lliscants i canvis de peu.`,
    pt: (g) => `${g('Treinado', 'Treinada')} em western: spins, sliding stops e mudanças de pé.`,
  },
  enganche: {
    es: (g) => `${g('Enganchado', 'Enganchada')} en limonera y en pareja, muy formal en el coche.`,
    en: () => 'Driven single and in pairs, very sensible in the carriage.',
    ca: (g) => `${g('Enganxat', 'Enganxada')} en limonera i en parella, molt formal al cotxe.`,
    pt: (g) => `${g('Atrelado', 'Atrelada')} sozinho e em parelha, muito ${g('certinho', 'certinha')} na charrete.`,
  },
  volteo: {
    es: () => 'Ha trabajado en volteo con niños; galope a la cuerda muy regular.',
    en: () => 'Used for vaulting with children; very steady canter on the lunge.',
    ca: () => 'Ha treballat en volteig amb nens; galop a la corda molt regular.',
    pt: () => 'Trabalhou em volteio com crianças; galope à guia muito regular.',
  },
  horseball: {
    es: () => 'Ha jugado a horseball en liga regional, muy valiente en el contacto.',
    en: () => 'Has played league horseball, brave in contact.',
    ca: (g) => `Ha jugat a la lliga catalana de horseball, molt ${g('valent', 'valenta')} en el contacte.`,
    pt: (g) => `Jogou horseball em liga regional, muito ${g('corajoso', 'corajosa')} no contacto.`,
  },
  polo: {
    es: (g) => `Dos temporadas jugando al polo, ${g('rápido', 'rápida')} y muy de boca.`,
    en: () => 'Two seasons of polo, quick and light in the hand.',
    ca: (g) => `Dues temporades jugant a polo, ${g('ràpid', 'ràpida')} i molt de boca.`,
    pt: (g) => `Duas temporadas de polo, ${g('rápido', 'rápida')} e muito leve de mão.`,
  },
  ocio: {
    es: () => 'Ideal para paseos por el campo, solo o en grupo.',
    en: () => 'Ideal for hacking out, alone or in company.',
    ca: () => 'Ideal per a passejades pel camp, sol o en grup.',
    pt: () => 'Ideal para passeios no campo, sozinho ou em grupo.',
  },
  cria: {
    es: () => 'Con muy buena genética para cría.',
    en: () => 'Excellent bloodlines for breeding.',
    ca: () => 'Amb molt bona genètica per a cria.',
    pt: () => 'Com muito boa genética para criação.',
  },
};

/** What a pony does in its discipline: ponies jump and do dressage in their own classes. */
export const PONY_DISCIPLINE_LINES: Record<string, Texts<Say>> = {
  salto: {
    es: () => 'Salta recorridos de ponis de 1,00 a 1,10 con mucha soltura.',
    en: () => 'Jumping 1.00–1.10 m pony classes with ease.',
    ca: () => "Salta recorreguts de ponis d'1,00 a 1,10 amb molta facilitat.",
    pt: () => 'Salta percursos de póneis de 1,00 a 1,10 m com muita facilidade.',
  },
  'doma-clasica': {
    es: () => 'Compite en doma clásica de ponis a nivel nacional, con muy buenos aires.',
    en: () => 'Competing in national pony dressage, with lovely paces.',
    ca: () => 'Competeix en doma clàssica de ponis a nivell estatal, amb molt bons aires.',
    pt: () => 'Compete em dressage de póneis a nível nacional, com ótimos andamentos.',
  },
  'concurso-completo': {
    es: () => 'Ha hecho concursos completos de ponis, valiente en el cross.',
    en: () => 'Has evented in pony classes, bold across country.',
    ca: () => 'Ha fet concursos complets de ponis, valent al cross.',
    pt: () => 'Já fez concursos completos de póneis, corajoso no cross.',
  },
};

/** The caracteristicas items as the sentence a seller writes for each. */
export const TRAIT_LINES: Record<string, Texts<Say>> = {
  'revision-veterinaria': {
    es: () => 'Se puede hacer revisión veterinaria a cargo del comprador.',
    en: () => "Vetting welcome at the buyer's expense.",
    ca: () => 'Es pot fer revisió veterinària a càrrec del comprador.',
    pt: () => 'Pode fazer exame veterinário por conta do comprador.',
  },
  radiografias: {
    es: () => 'Radiografías recientes disponibles.',
    en: () => 'Recent X-rays available.',
    ca: () => 'Radiografies recents disponibles.',
    pt: () => 'Radiografias recentes disponíveis.',
  },
  domado: {
    es: (g) => `${g('Domado', 'Domada')} a la silla, con buena base de trabajo en pista.`,
    en: () => 'Backed and ridden, with a good grounding in the arena.',
    ca: (g) => `${g('Domat', 'Domada')} a la sella, amb bona base de treball a pista.`,
    pt: (g) => `${g('Desbastado e montado', 'Desbastada e montada')}, com boa base de trabalho no picadeiro.`,
  },
  'apto-para-ninos': {
    es: (g) => `${g('Apto', 'Apta')} para niños: ${g('lo', 'la')} monta mi hija de 11 años.`,
    en: (g) => `Suitable for children: my 11-year-old daughter rides ${g('him', 'her')}.`,
    ca: (g) => `${g('Apte', 'Apta')} per a nens: la meva filla d'11 anys ${g('el', 'la')} munta.`,
    pt: (g) => `${g('Adequado', 'Adequada')} para crianças: a minha filha de 11 anos monta-${g('o', 'a')}.`,
  },
  'se-deja-herrar': {
    es: () => 'Se deja herrar, duchar y esquilar sin problemas.',
    en: () => 'Good to shoe, bath and clip.',
    ca: () => 'Es deixa ferrar, dutxar i esquilar sense problemes.',
    pt: () => 'Deixa-se ferrar, dar banho e tosquiar sem problemas.',
  },
  'sube-al-remolque': {
    es: (g) => `Sube al remolque a la primera y viaja ${g('tranquilo', 'tranquila')}.`,
    en: () => 'Loads first time and travels well.',
    ca: (g) => `Puja al remolc a la primera i viatja ${g('tranquil', 'tranquil·la')}.`,
    pt: (g) => `Entra no atrelado à primeira e viaja ${g('calmo', 'calma')}.`,
  },
  'tranquilo-en-trafico': {
    es: (g) => `${g('Tranquilo', 'Tranquila')} en carretera, con coches, bicis y tractores.`,
    en: () => 'Good in traffic: cars, bikes and tractors.',
    ca: (g) => `${g('Tranquil', 'Tranquil·la')} a la carretera, amb cotxes, bicis i tractors.`,
    pt: (g) => `${g('Calmo', 'Calma')} na estrada, com carros, bicicletas e tratores.`,
  },
  'con-resultados': {
    es: () => 'Con resultados en concursos nacionales; se envía el historial.',
    en: () => 'Competition record at national level; results on request.',
    ca: () => "Amb resultats en concursos estatals; s'envia l'historial.",
    pt: () => 'Com resultados em provas nacionais; envio o historial.',
  },
};

/** How each temperament sentence reads; a few per language, picked at random. */
export const CHARACTER_LINES: Texts<readonly Say[]> = {
  es: [
    () => 'Muy noble y fácil de manejar, tanto en la cuadra como en la pista.',
    () => 'Tiene un carácter excelente y ningún vicio.',
    () => 'Tiene mucha presencia y muy buenos aires.',
    () => 'Sale al campo solo y acompañado, sin problemas con perros ni coches.',
    () => 'Carácter tranquilo, le gusta trabajar y aprende muy rápido.',
    (g) => `Muy ${g('cariñoso', 'cariñosa')}, se deja hacer de todo.`,
    (g) => `Al día de vacunas y desparasitaciones, ${g('herrado', 'herrada')} hace tres semanas.`,
    () => 'Vive en box con salida diaria a paddock.',
  ],
  en: [
    () => 'Kind and easy to handle, in the stable and in the arena.',
    () => 'Lovely temperament and no vices.',
    () => 'Real presence and three very good paces.',
    () => 'Hacks out alone or in company, fine with dogs and cars.',
    () => 'Calm, willing and a quick learner.',
    () => 'Very affectionate and good to do in every way.',
    () => 'Up to date with vaccinations and worming, shod three weeks ago.',
    () => 'Stabled at night with daily turnout.',
  ],
  ca: [
    () => 'Molt noble i fàcil de manejar, tant a la quadra com a la pista.',
    () => 'Té un caràcter excel·lent i cap vici.',
    () => 'Té molta presència i molt bons aires.',
    () => 'Surt al camp sol i acompanyat, sense problemes amb gossos ni cotxes.',
    () => 'Caràcter tranquil, li agrada treballar i aprèn molt de pressa.',
    (g) => `Molt ${g('afectuós', 'afectuosa')}, es deixa fer de tot.`,
    (g) => `Al dia de vacunes i desparasitacions, ${g('ferrat', 'ferrada')} fa tres setmanes.`,
    () => 'Viu en box amb sortida diària a paddock.',
  ],
  pt: [
    () => 'Muito nobre e fácil de lidar, tanto na boxe como no picadeiro.',
    () => 'Tem um carácter excelente e nenhum vício.',
    () => 'Tem muita presença e ótimos andamentos.',
    () => 'Sai ao campo sozinho ou acompanhado, sem problemas com cães nem carros.',
    () => 'Carácter calmo, gosta de trabalhar e aprende muito depressa.',
    (g) => `Muito ${g('meigo', 'meiga')}, deixa-se fazer tudo.`,
    (g) => `Vacinas e desparasitações em dia, ${g('ferrado', 'ferrada')} há três semanas.`,
    () => 'Vive em boxe com saída diária ao paddock.',
  ],
};

/** Papers, by the documentacion item; `{studbook}` is filled in when the breed has one. */
export const PAPERS_LINES: Record<string, Texts<Say>> = {
  'libro-genealogico': {
    es: (g) => `${g('Inscrito', 'Inscrita')} en el libro genealógico, con pasaporte y microchip.`,
    en: () => 'Fully registered with the studbook, passport and microchip.',
    ca: (g) => `${g('Inscrit', 'Inscrita')} al llibre genealògic, amb passaport i microxip.`,
    pt: (g) => `${g('Inscrito', 'Inscrita')} no livro genealógico, com passaporte e microchip.`,
  },
  'solo-pasaporte': {
    es: () => 'Tiene pasaporte equino y microchip.',
    en: () => 'Equine passport and microchip.',
    ca: () => 'Té passaport equí i microxip.',
    pt: () => 'Tem passaporte equino e microchip.',
  },
  'sin-documentacion': {
    es: () => 'Sin documentación, precio acorde.',
    en: () => 'No papers, priced accordingly.',
    ca: () => 'Sense documentació, preu ajustat.',
    pt: () => 'Sem documentação, preço ajustado.',
  },
};

/** Closing lines; `{town}` and `{province}` are replaced. */
export const CLOSING_LINES: Texts<readonly string[]> = {
  es: [
    'Se puede ver y probar en {town} ({province}).',
    'Precio negociable para buen hogar.',
    'Más fotos y vídeos por mensaje.',
    'Posibilidad de transporte a toda la península.',
    'Abstenerse tratantes.',
    'Está en {town}, provincia de {province}.',
  ],
  en: [
    'Can be seen and tried in {town} ({province}).',
    'Price negotiable to the right home.',
    'More photos and videos on request.',
    'Transport can be arranged anywhere in Spain and Portugal.',
    'No dealers, please.',
    'Based in {town}, {province}.',
  ],
  ca: [
    'Es pot veure i provar a {town} ({province}).',
    'Preu negociable per a bona casa.',
    'Més fotos i vídeos per missatge.',
    'Possibilitat de transport a tota la península.',
    'Abstenir-se tractants.',
    'És a {town}, província de {province}.',
  ],
  pt: [
    'Pode ver e experimentar em {town} ({province}).',
    'Preço negociável para boa casa.',
    'Mais fotos e vídeos por mensagem.',
    'Possibilidade de transporte para todo o país.',
    'Não aceito intermediários.',
    'Está em {town}, concelho de {province}.',
  ],
};

export const MARE_NAMES = [
  'Bonita',
  'Paloma',
  'Estrella',
  'Luna',
  'Reina',
  'Gitana',
  'Canela',
  'Morena',
  'Candela',
  'Trianera',
  'Alegría',
  'Duquesa',
  'Jacinta',
  'Marquesa',
  'Nube',
  'Perla',
  'Zarina',
  'Habana',
  'Fiona',
  'Quina',
  'Bruma',
  'Valentina',
  'Olivia',
  'Dalia',
  'Giralda',
  'Fragata',
];
export const MALE_NAMES = [
  'Embrujo',
  'Hechicero',
  'Lucero',
  'Campeador',
  'Nevado',
  'Duende',
  'Faraón',
  'Gitano',
  'Jerezano',
  'Bandolero',
  'Romero',
  'Sultán',
  'Trueno',
  'Centauro',
  'Ulises',
  'Zafiro',
  'Oasis',
  'Rayo',
  'Rocinante',
  'Quijote',
  'Navarro',
  'Xairel',
  'Farruco',
  'Bizancio',
  'Capitán',
  'Tango',
  'Babieca',
  'Brioso',
];
export const SPORT_NAMES = [
  'Quintero',
  'Cassini Star',
  'Lord Calido',
  'Diamant Rouge',
  'Chacco Boy',
  'Casandro',
  'Valentino Z',
  'Balou Blue',
  'Don Diego',
  'Kannan Star',
  'Fürst Romeo',
  'Sir Donnerhall',
  'Camaro',
];
export const SPORT_MARE_NAMES = [
  'Contessa',
  'Quick Lady',
  'Ubiquity',
  'Cassandra',
  'Lady Blue',
  'Diva Z',
  'Bella Donna',
  'Fleur de Lis',
  'Queen Mary',
];
export const PONY_NAMES = [
  'Pipo',
  'Toby',
  'Peluche',
  'Copito',
  'Lucky',
  'Oreo',
  'Pompón',
  'Rufo',
  'Chispas',
  'Tornado',
];
export const PONY_MARE_NAMES = ['Chispa', 'Bambi', 'Nala', 'Trufa', 'Galleta', 'Bimba', 'Canela', 'Luna', 'Pepa'];

/** Sires and dams named in pedigrees: warmblood lines for sport horses, invented Iberian ones. */
export const WARMBLOOD_SIRES = [
  'Cornet Obolensky',
  'Chacco-Blue',
  'Diamant de Semilly',
  'Casall',
  'Quidam de Revel',
  'Kannan',
  'Contender',
  'Sandro Hit',
  'Jazz',
  'Vivaldi',
  'Balou du Rouet',
  'Cardento',
];
export const IBERIAN_SIRES = [
  'Bailador LXXI',
  'Hechicero XV',
  'Nevado MAC',
  'Embrujo XXXII',
  'Xaquiro',
  'Oxidado do Tejo',
  'Soberano AR',
  'Galán del Alba',
  'Jenson XII',
  'Quinto Sol',
];
