import type { Locale } from '../../../common/locale/locales.ts';
import type { Texts } from './writing.ts';

/** What a horse ad is for: it changes the title, the story and the price. */
export type Use = 'sport' | 'leisure' | 'breeding' | 'young' | 'loan' | 'retired' | 'children' | 'mini';

/** The horse's words in one language, already made to agree with its sex. */
export interface HorseWords {
  noun: string;
  breed: string;
  coat: string;
  /** The coat after "capa" / "pelagem", which are feminine. */
  coatOfCapa: string;
  age: number;
  year: number;
  height?: string;
  discipline: string;
  name?: string;
  sire?: string;
  dam?: string;
  town: string;
  province: string;
  price?: string;
  g: (m: string, f: string) => string;
}

/** One language's sentences for horse and pony ads; each list is picked from at random. */
export interface HorsePhrasebook {
  titles(w: HorseWords, use: Use): string[];
  intros(w: HorseWords): string[];
  young(w: HorseWords): string;
  breeding(w: HorseWords, stallion: boolean): string[];
  loan(w: HorseWords): string;
  retired(w: HorseWords): string;
  pedigree(w: HorseWords): string;
  demandTitles(w: HorseWords, use: Use): string[];
  demandText(w: HorseWords, use: Use): string;
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "de 7 años", "de 1 año". */
const esAge = (age: number) => `${age} ${age === 1 ? 'año' : 'años'}`;
/** "de 7 anys", "d'1 any", "d'11 anys". */
const caDeAge = (age: number) => `${age === 1 || age === 11 ? "d'" : 'de '}${age} ${age === 1 ? 'any' : 'anys'}`;
const ptAge = (age: number) => `${age} ${age === 1 ? 'ano' : 'anos'}`;
/** Catalan "de" drops its vowel before one: "fill d'Embrujo", "fill de Vivaldi". */
const caOf = (name: string) => (/^[aeiouàèéíòóúh]/i.test(name) ? `d'${name}` : `de ${name}`);

const es: HorsePhrasebook = {
  titles: (w, use) => {
    const common = [
      `${cap(w.noun)} ${w.breed} ${w.coat} de ${esAge(w.age)}`,
      `${cap(w.noun)} ${w.breed} ${w.year}${w.height ? `, ${w.height}` : ''}`,
    ];
    const byUse: Record<Use, string[]> = {
      sport: [
        `${cap(w.noun)} ${w.breed} de ${w.discipline}, ${esAge(w.age)}`,
        `Se vende ${w.noun} ${w.breed} para ${w.discipline}`,
        `${w.name ?? cap(w.noun)}, ${w.breed} de ${w.discipline}`,
      ],
      leisure: [
        `${cap(w.noun)} ${w.coat} ideal para paseo`,
        `${cap(w.noun)} ${w.breed} muy noble para ocio`,
        `Se vende ${w.noun} ${w.breed} ${w.coat}`,
      ],
      breeding: [
        w.g(`Semental ${w.breed} ${w.coat}`, `Yegua de vientre ${w.breed} ${w.coat}`),
        w.g(`Semental ${w.breed} aprobado, ${esAge(w.age)}`, `Yegua ${w.breed} para cría, ${esAge(w.age)}`),
      ],
      young: [
        `${cap(w.noun)} ${w.breed} de ${esAge(w.age)}`,
        `${cap(w.noun)} ${w.breed} ${w.coat} ${w.g('hijo', 'hija')} de ${w.sire ?? 'buen semental'}`,
      ],
      loan: [`Media pensión: ${w.noun} ${w.breed} en ${w.town}`, `Ofrezco media pensión de ${w.noun} ${w.coat}`],
      retired: [
        `Cedo ${w.noun} ${w.g('jubilado', 'jubilada')} a buen hogar`,
        `${cap(w.noun)} de ${esAge(w.age)} busca hogar como compañía`,
      ],
      children: [
        `${cap(w.noun)} ${w.breed} ideal para niños`,
        `${cap(w.noun)} ${w.breed} muy ${w.g('bueno', 'buena')} para niños`,
      ],
      mini: [`${cap(w.noun)} ${w.breed} ${w.coat}`, `${cap(w.breed)} ${w.coat} muy ${w.g('manso', 'mansa')}`],
    };
    return use === 'retired' || use === 'loan' ? byUse[use] : [...common, ...byUse[use]];
  },
  intros: (w) => [
    `Se vende ${w.noun} ${w.breed} de ${esAge(w.age)}, capa ${w.coatOfCapa}${w.height ? `, ${w.height} de alzada` : ''}.`,
    w.name
      ? `${w.name} es ${w.g('un', 'una')} ${w.noun} ${w.breed} ${w.coat} ${w.g('nacido', 'nacida')} en ${w.year}${w.height ? `, mide ${w.height}` : ''}.`
      : `${cap(w.noun)} ${w.breed} ${w.coat} ${w.g('nacido', 'nacida')} en ${w.year}${w.height ? `, de ${w.height}` : ''}.`,
    `Vendo ${w.name ? `a ${w.name}, ` : ''}${w.noun} ${w.breed} de ${esAge(w.age)}${w.height ? ` y ${w.height}` : ''}.`,
  ],
  young: (w) =>
    w.age <= 1
      ? `${w.g('Manejado', 'Manejada')} a diario: lleva cabezada, va del ramal y se deja coger los cascos.`
      : w.age === 2
        ? `Muy bien ${w.g('criado', 'criada')} en el campo, con mucho hueso y muy buenos aires. Sin domar.`
        : `${w.g('Iniciado', 'Iniciada')} a la cuerda y con la montura puesta; ${w.g('montado', 'montada')} unas pocas veces, muy ${w.g('tranquilo', 'tranquila')}.`,
  breeding: (w, stallion) =>
    stallion
      ? [
          'Aprobado para la reproducción, con hijos ya en pista y en concursos morfológicos.',
          'Cubre muy bien en mano y en monta natural; fertilidad contrastada.',
        ]
      : [
          'Yegua de vientre con tres productos, todos sanos y muy bien hechos.',
          `Actualmente preñada de ${w.sire ?? 'un semental aprobado'}, confirmado por ecografía.`,
          'Buena madre, pare sola y cuida muy bien a sus potros.',
        ],
  loan: (w) =>
    `Ofrezco media pensión de ${w.name ?? `mi ${w.noun}`}: tres días a la semana en ${w.town}, con pista y salida al campo${w.price ? `. Cuota mensual ${w.price}` : ''}. Busco persona responsable y con experiencia.`,
  retired: (w) =>
    `Por edad buscamos un buen hogar para ${w.name ?? `nuestr${w.g('o', 'a')} ${w.noun}`}, de ${esAge(w.age)}. Está ${w.g('sano', 'sana')} y es ${w.g('un compañero', 'una compañera')} estupend${w.g('o', 'a')} para otros caballos. No se vende: se cede con contrato a quien pueda darle campo y cuidados.`,
  pedigree: (w) => `${w.g('Hijo', 'Hija')} de ${w.sire}${w.dam ? ` y ${w.dam}` : ''}.`,
  demandTitles: (w, use) => {
    const byUse: Record<Use, string[]> = {
      sport: [`Busco caballo de ${w.discipline}`, `Compro ${w.noun} para ${w.discipline}`],
      leisure: [
        'Busco caballo tranquilo para paseo',
        `Compro ${w.noun} noble para ocio`,
        'Busco caballo noble para principiante',
        `Busco caballo para paseos por ${w.province}`,
      ],
      breeding: [
        `Busco ${w.noun} ${w.breed} para cría`,
        w.g(`Compro semental ${w.breed}`, `Compro yegua de vientre ${w.breed}`),
      ],
      young: [`Compro potros ${w.breed} de 1 a 3 años`, 'Busco potro para domar'],
      loan: [`Busco caballo en media pensión en ${w.province}`, `Busco media pensión cerca de ${w.town}`],
      retired: ['Busco caballo jubilado como compañía para mi yegua'],
      children: ['Busco poni para niña de 8 años', 'Busco poni tranquilo para niños'],
      mini: ['Busco poni miniatura para compañía'],
    };
    return byUse[use];
  },
  demandText: (w, use) => {
    const wish: Record<Use, string> = {
      sport: `Busco ${w.noun} de entre 6 y 12 años, ${w.g('sano', 'sana')}, con experiencia en ${w.discipline} y buen carácter.`,
      leisure: 'Busco caballo noble y sano para paseos por el campo los fines de semana; no importa la raza.',
      breeding: `Busco ${w.noun} ${w.breed} con buena genética y documentación en regla.`,
      young: 'Compro potros y potras bien hechos, con papeles, para domar y competir.',
      loan: 'Monto desde hace años y busco caballo en media pensión dos o tres días por semana. Tengo experiencia y seguro propio.',
      retired:
        'Tengo una yegua mayor que se ha quedado sola en el campo y busco un caballo jubilado que le haga compañía. Tenemos finca con pasto y refugio.',
      children: 'Busco poni noble y sano para mi hija, que lleva dos años montando en una escuela.',
      mini: 'Busco poni miniatura muy manso como compañía en finca familiar.',
    };
    return `${wish[use]} Preferiblemente en la provincia de ${w.province} o alrededores. ${w.price ? `Presupuesto hasta ${w.price}.` : 'Presupuesto a hablar.'}`;
  },
};

const en: HorsePhrasebook = {
  titles: (w, use) => {
    const common = [
      `${cap(w.coat)} ${w.breed} ${w.noun}, ${w.age} years`,
      `${w.height ? `${w.height.split(' (')[0]} ` : ''}${w.breed} ${w.noun} for sale`,
    ];
    const byUse: Record<Use, string[]> = {
      sport: [
        `Talented ${w.breed} ${w.discipline} ${w.noun}`,
        `${w.name ?? cap(w.noun)}: ${w.breed} ${w.noun} for ${w.discipline}`,
      ],
      leisure: [`Safe ${w.coat} ${w.noun}, perfect happy hacker`, `Kind ${w.breed} ${w.noun} for hacking`],
      breeding: [
        w.g(`Licensed ${w.breed} stallion`, `${cap(w.breed)} broodmare, proven`),
        `${cap(w.coat)} ${w.breed} ${w.g('stallion', 'mare')} for breeding`,
      ],
      young: [
        `${w.age}-year-old ${w.breed} ${w.noun}`,
        `${cap(w.coat)} ${w.breed} ${w.noun} by ${w.sire ?? 'a licensed stallion'}`,
      ],
      loan: [`${cap(w.noun)} available for part loan near ${w.town}`, `Part loan: ${w.coat} ${w.breed} ${w.noun}`],
      retired: [`Retired ${w.noun} free to a good home`, `Companion ${w.noun}, ${w.age}, to a loving home`],
      children: [`${w.breed} pony, perfect first pony`, `Safe ${w.breed} ${w.noun} for children`],
      mini: [`${cap(w.coat)} ${w.breed} ${w.noun}`, `Sweet ${w.breed} miniature`],
    };
    return use === 'retired' || use === 'loan' ? byUse[use] : [...common, ...byUse[use]];
  },
  intros: (w) => [
    `For sale: ${w.name ? `${w.name}, ` : ''}a ${w.age}-year-old ${w.coat} ${w.breed} ${w.noun}${w.height ? `, ${w.height}` : ''}.`,
    w.name
      ? `${w.name} is a ${w.coat} ${w.breed} ${w.noun} born in ${w.year}${w.height ? `, standing ${w.height}` : ''}.`
      : `${cap(w.coat)} ${w.breed} ${w.noun} born in ${w.year}${w.height ? `, ${w.height}` : ''}.`,
  ],
  young: (w) =>
    w.age <= 1
      ? 'Handled daily: leads well, wears a headcollar and picks up all four feet.'
      : w.age === 2
        ? 'Raised out in the field, plenty of bone and lovely paces. Unbacked.'
        : 'Lunged and long-reined, has had a saddle on and been sat on a few times; very calm.',
  breeding: (w, stallion) =>
    stallion
      ? [
          'Licensed for breeding, with offspring already competing and placed at breed shows.',
          'Easy to collect and covers well in hand; proven fertility.',
        ]
      : [
          'Proven broodmare with three foals, all sound and well made.',
          `Currently in foal to ${w.sire ?? 'a licensed stallion'}, scanned in foal.`,
          'Excellent mother, foals easily and looks after her foals well.',
        ],
  loan: (w) =>
    `${w.name ?? `My ${w.noun}`} is available for part loan three days a week in ${w.town}, with an arena and hacking from the yard${w.price ? `. ${w.price} a month` : ''}. Looking for a responsible, experienced rider.`,
  retired: (w) =>
    `Looking for a lovely home for ${w.name ?? `our ${w.noun}`}, now ${w.age}. ${w.g('He', 'She')} is healthy and a wonderful companion for other horses. Not for sale: loaned with a contract to someone who can offer grazing and care.`,
  pedigree: (w) => `By ${w.sire}${w.dam ? ` out of ${w.dam}` : ''}.`,
  demandTitles: (w, use) => {
    const byUse: Record<Use, string[]> = {
      sport: [`Wanted: ${w.discipline} horse`, `Looking for a ${w.noun} for ${w.discipline}`],
      leisure: [
        'Wanted: safe happy hacker',
        `Looking for a kind ${w.noun} for hacking`,
        'Wanted: sensible horse for a novice rider',
      ],
      breeding: [
        `Wanted: ${w.breed} ${w.noun} for breeding`,
        w.g(`Looking for a ${w.breed} stallion`, `Looking for a ${w.breed} broodmare`),
      ],
      young: [`Buying ${w.breed} youngstock, 1 to 3 years`, 'Wanted: youngster to bring on'],
      loan: [`Looking for a horse to part loan in ${w.province}`, `Part loan wanted near ${w.town}`],
      retired: ['Wanted: retired companion horse for my mare'],
      children: ['Wanted: first pony for 8-year-old girl', 'Looking for a safe pony for children'],
      mini: ['Wanted: miniature pony as a companion'],
    };
    return byUse[use];
  },
  demandText: (w, use) => {
    const wish: Record<Use, string> = {
      sport: `Looking for a sound ${w.noun} aged 6 to 12 with ${w.discipline} experience and a good temperament.`,
      leisure: 'Looking for a kind, sound horse for weekend hacks in the countryside; any breed considered.',
      breeding: `Looking for a ${w.breed} ${w.noun} with good bloodlines and full papers.`,
      young: 'Buying well-made colts and fillies with papers, to produce for sport.',
      loan: 'Experienced rider with my own insurance, looking to part loan a horse two or three days a week.',
      retired:
        'My older mare is now on her own in the field and I am looking for a retired horse to keep her company. We have grazing and a field shelter.',
      children: 'Looking for a kind, sound pony for my daughter, who has been riding at a riding school for two years.',
      mini: 'Looking for a very quiet miniature pony as a companion on our family smallholding.',
    };
    return `${wish[use]} Ideally in ${w.province} or nearby. ${w.price ? `Budget up to ${w.price}.` : 'Budget depending on the horse.'}`;
  },
};

const ca: HorsePhrasebook = {
  titles: (w, use) => {
    const common = [
      `${cap(w.noun)} ${w.breed} ${w.coat} ${caDeAge(w.age)}`,
      `${cap(w.noun)} ${w.breed} ${w.year}${w.height ? `, ${w.height}` : ''}`,
    ];
    const byUse: Record<Use, string[]> = {
      sport: [
        `${cap(w.noun)} ${w.breed} de ${w.discipline}, ${w.age} anys`,
        `Es ven ${w.noun} ${w.breed} per a ${w.discipline}`,
      ],
      leisure: [`${cap(w.noun)} ${w.coat} ideal per a passeig`, `Es ven ${w.noun} ${w.breed} molt noble`],
      breeding: [
        w.g(`Semental ${w.breed} ${w.coat}`, `Euga de cria ${w.breed} ${w.coat}`),
        w.g(`Semental ${w.breed} aprovat`, `Euga ${w.breed} per a cria, ${w.age} anys`),
      ],
      young: [
        `${cap(w.noun)} ${w.breed} ${caDeAge(w.age)}`,
        `${cap(w.noun)} ${w.breed} ${w.coat}, ${w.g('fill', 'filla')} ${caOf(w.sire ?? 'bon semental')}`,
      ],
      loan: [
        `Mitja pensió: ${w.noun} ${w.breed} a ${w.town}`,
        `Ofereixo mitja pensió ${w.g('del meu', 'de la meva')} ${w.noun}`,
      ],
      retired: [
        `Cedeixo ${w.noun} ${w.g('jubilat', 'jubilada')} a bona casa`,
        `${cap(w.noun)} ${caDeAge(w.age)} busca casa com a companyia`,
      ],
      children: [
        `${cap(w.noun)} ${w.breed} ideal per a nens`,
        `${cap(w.noun)} ${w.breed} molt ${w.g('bo', 'bona')} per a nens`,
      ],
      mini: [`${cap(w.noun)} ${w.breed} ${w.coat}`, `${cap(w.breed)} ${w.coat} molt ${w.g('mans', 'mansa')}`],
    };
    return use === 'retired' || use === 'loan' ? byUse[use] : [...common, ...byUse[use]];
  },
  intros: (w) => [
    `Es ven ${w.noun} ${w.breed} ${caDeAge(w.age)}, capa ${w.coatOfCapa}${w.height ? `, ${w.height} d'alçada` : ''}.`,
    w.name
      ? `${w.name} és ${w.g('un', 'una')} ${w.noun} ${w.breed} ${w.coat} ${w.g('nascut', 'nascuda')} el ${w.year}${w.height ? `, fa ${w.height}` : ''}.`
      : `${cap(w.noun)} ${w.breed} ${w.coat} ${w.g('nascut', 'nascuda')} el ${w.year}${w.height ? `, de ${w.height}` : ''}.`,
    `Venc ${w.name ? `${w.g('en', 'la')} ${w.name}, ` : ''}${w.noun} ${w.breed} ${caDeAge(w.age)}${w.height ? ` i ${w.height}` : ''}.`,
  ],
  young: (w) =>
    w.age <= 1
      ? `${w.g('Manejat', 'Manejada')} cada dia: porta cabeçana, va del ronsal i es deixa agafar els peus.`
      : w.age === 2
        ? `Molt ben ${w.g('criat', 'criada')} al camp, amb molt d'os i molt bons aires. Sense domar.`
        : `${w.g('Iniciat', 'Iniciada')} a la corda i amb la sella posada; ${w.g('muntat', 'muntada')} unes quantes vegades, molt ${w.g('tranquil', 'tranquil·la')}.`,
  breeding: (w, stallion) =>
    stallion
      ? [
          'Aprovat per a la reproducció, amb fills ja a pista i en concursos morfològics.',
          'Cobreix molt bé a mà i en munta natural; fertilitat contrastada.',
        ]
      : [
          'Euga de cria amb tres productes, tots sans i molt ben fets.',
          `Actualment prenyada ${caOf(w.sire ?? 'un semental aprovat')}, confirmat per ecografia.`,
          'Bona mare, pareix sola i cuida molt bé els poltres.',
        ],
  loan: (w) =>
    `Ofereixo mitja pensió ${w.name ? `${w.g("d'en", 'de la')} ${w.name}` : `${w.g('del meu', 'de la meva')} ${w.noun}`}: tres dies a la setmana a ${w.town}, amb pista i sortida al camp${w.price ? `. Quota mensual ${w.price}` : ''}. Busco persona responsable i amb experiència.`,
  retired: (w) =>
    `Per edat busquem una bona casa per ${w.name ? `${w.g('en', 'la')} ${w.name}` : `${w.g('al nostre', 'a la nostra')} ${w.noun}`}, ${caDeAge(w.age)}. Està ${w.g('sa', 'sana')} i és ${w.g('un company', 'una companya')} excel·lent per a altres cavalls. No es ven: es cedeix amb contracte a qui li pugui donar camp i cures.`,
  pedigree: (w) => `${w.g('Fill', 'Filla')} ${caOf(w.sire ?? '')}${w.dam ? ` i ${w.dam}` : ''}.`,
  demandTitles: (w, use) => {
    const byUse: Record<Use, string[]> = {
      sport: [`Busco cavall de ${w.discipline}`, `Compro ${w.noun} per a ${w.discipline}`],
      leisure: [
        'Busco cavall tranquil per a passeig',
        `Compro ${w.noun} noble per a lleure`,
        'Busco cavall noble per a principiant',
      ],
      breeding: [
        `Busco ${w.noun} ${w.breed} per a cria`,
        w.g(`Compro semental ${w.breed}`, `Compro euga de cria ${w.breed}`),
      ],
      young: [`Compro poltres ${w.breed} d'1 a 3 anys`, 'Busco poltre per domar'],
      loan: [`Busco cavall en mitja pensió a ${w.province}`, `Busco mitja pensió a prop de ${w.town}`],
      retired: ['Busco cavall jubilat com a companyia per a la meva euga'],
      children: ['Busco poni per a nena de 8 anys', 'Busco poni tranquil per a nens'],
      mini: ['Busco poni miniatura per a companyia'],
    };
    return byUse[use];
  },
  demandText: (w, use) => {
    const wish: Record<Use, string> = {
      sport: `Busco ${w.noun} d'entre 6 i 12 anys, ${w.g('sa', 'sana')}, amb experiència en ${w.discipline} i bon caràcter.`,
      leisure: 'Busco cavall noble i sa per fer passejades pel camp els caps de setmana; no importa la raça.',
      breeding: `Busco ${w.noun} ${w.breed} amb bona genètica i documentació en regla.`,
      young: 'Compro poltres i poltres femelles ben fets, amb papers, per domar i competir.',
      loan: 'Munto des de fa anys i busco cavall en mitja pensió dos o tres dies per setmana. Tinc experiència i assegurança pròpia.',
      retired:
        "Tinc una euga gran que s'ha quedat sola al camp i busco un cavall jubilat que li faci companyia. Tenim finca amb pastura i refugi.",
      children: 'Busco poni noble i sa per a la meva filla, que fa dos anys que munta en una escola.',
      mini: 'Busco poni miniatura molt mans com a companyia en una finca familiar.',
    };
    return `${wish[use]} Preferiblement a la zona de ${w.province}. ${w.price ? `Pressupost fins a ${w.price}.` : 'Pressupost a parlar.'}`;
  },
};

const pt: HorsePhrasebook = {
  titles: (w, use) => {
    const common = [
      `${cap(w.noun)} ${w.breed} ${w.coat} de ${ptAge(w.age)}`,
      `${cap(w.noun)} ${w.breed} ${w.year}${w.height ? `, ${w.height}` : ''}`,
    ];
    const byUse: Record<Use, string[]> = {
      sport: [
        `${cap(w.noun)} ${w.breed} para ${w.discipline}, ${ptAge(w.age)}`,
        `Vende-se ${w.noun} ${w.breed} de ${w.discipline}`,
      ],
      leisure: [`${cap(w.noun)} ${w.coat} ideal para passeio`, `${cap(w.noun)} ${w.breed} muito nobre para lazer`],
      breeding: [
        w.g(`Garanhão ${w.breed} ${w.coat}`, `Égua de criação ${w.breed} ${w.coat}`),
        w.g(`Garanhão ${w.breed} aprovado`, `Égua ${w.breed} para criação, ${ptAge(w.age)}`),
      ],
      young: [
        `${cap(w.noun)} ${w.breed} de ${ptAge(w.age)}`,
        `${cap(w.noun)} ${w.breed} ${w.coat}, ${w.g('filho', 'filha')} de ${w.sire ?? 'bom garanhão'}`,
      ],
      loan: [`Meia pensão: ${w.noun} ${w.breed} em ${w.town}`, `Ofereço meia pensão de ${w.noun} ${w.coat}`],
      retired: [
        `Cedo ${w.noun} ${w.g('reformado', 'reformada')} a boa casa`,
        `${cap(w.noun)} de ${ptAge(w.age)} procura casa como companhia`,
      ],
      children: [
        `${cap(w.noun)} ${w.breed} ideal para crianças`,
        `${cap(w.noun)} ${w.breed} muito ${w.g('bom', 'boa')} para crianças`,
      ],
      mini: [`${cap(w.noun)} ${w.breed} ${w.coat}`, `${cap(w.breed)} ${w.coat} muito ${w.g('manso', 'mansa')}`],
    };
    return use === 'retired' || use === 'loan' ? byUse[use] : [...common, ...byUse[use]];
  },
  intros: (w) => [
    `Vende-se ${w.noun} ${w.breed} de ${ptAge(w.age)}, pelagem ${w.coatOfCapa}${w.height ? `, ${w.height} ao garrote` : ''}.`,
    w.name
      ? `${w.name} é ${w.g('um', 'uma')} ${w.noun} ${w.breed} ${w.coat} ${w.g('nascido', 'nascida')} em ${w.year}${w.height ? `, com ${w.height}` : ''}.`
      : `${cap(w.noun)} ${w.breed} ${w.coat} ${w.g('nascido', 'nascida')} em ${w.year}${w.height ? `, com ${w.height}` : ''}.`,
    `Vendo ${w.name ? `${w.g('o', 'a')} ${w.name}, ` : ''}${w.noun} ${w.breed} de ${ptAge(w.age)}${w.height ? ` e ${w.height}` : ''}.`,
  ],
  young: (w) =>
    w.age <= 1
      ? `${w.g('Maneado', 'Maneada')} todos os dias: usa cabeção, anda à arreata e dá bem os pés.`
      : w.age === 2
        ? `Muito bem ${w.g('criado', 'criada')} no campo, com muito osso e ótimos andamentos. Por desbastar.`
        : `${w.g('Trabalhado', 'Trabalhada')} à guia e já com sela; ${w.g('montado', 'montada')} algumas vezes, muito ${w.g('calmo', 'calma')}.`,
  breeding: (w, stallion) =>
    stallion
      ? [
          'Aprovado para a reprodução, com filhos já em provas e concursos de modelo e andamentos.',
          'Cobre muito bem à mão e em cobrição natural; fertilidade comprovada.',
        ]
      : [
          'Égua de criação com três produtos, todos saudáveis e muito bem feitos.',
          `Atualmente prenhe de ${w.sire ?? 'um garanhão aprovado'}, confirmado por ecografia.`,
          'Boa mãe, pare sozinha e cuida muito bem dos poldros.',
        ],
  loan: (w) =>
    `Ofereço meia pensão ${w.name ? `d${w.g('o', 'a')} ${w.name}` : `d${w.g('o meu', 'a minha')} ${w.noun}`}: três dias por semana em ${w.town}, com picadeiro e passeios no campo${w.price ? `. Mensalidade de ${w.price}` : ''}. Procuro pessoa responsável e com experiência.`,
  retired: (w) =>
    `Por idade procuramos uma boa casa para ${w.name ? `${w.g('o', 'a')} ${w.name}` : `${w.g('o nosso', 'a nossa')} ${w.noun}`}, de ${ptAge(w.age)}. Está saudável e é ${w.g('um ótimo companheiro', 'uma ótima companheira')} para outros cavalos. Não se vende: cede-se com contrato a quem lhe possa dar pasto e cuidados.`,
  pedigree: (w) => `${w.g('Filho', 'Filha')} de ${w.sire}${w.dam ? ` e ${w.dam}` : ''}.`,
  demandTitles: (w, use) => {
    const byUse: Record<Use, string[]> = {
      sport: [`Procuro cavalo de ${w.discipline}`, `Compro ${w.noun} para ${w.discipline}`],
      leisure: [
        'Procuro cavalo calmo para passeio',
        `Compro ${w.noun} nobre para lazer`,
        'Procuro cavalo nobre para principiante',
      ],
      breeding: [
        `Procuro ${w.noun} ${w.breed} para criação`,
        w.g(`Compro garanhão ${w.breed}`, `Compro égua de criação ${w.breed}`),
      ],
      young: [`Compro poldros ${w.breed} de 1 a 3 anos`, 'Procuro poldro para desbastar'],
      loan: [`Procuro cavalo em meia pensão em ${w.province}`, `Procuro meia pensão perto de ${w.town}`],
      retired: ['Procuro cavalo reformado para companhia da minha égua'],
      children: ['Procuro pónei para menina de 8 anos', 'Procuro pónei calmo para crianças'],
      mini: ['Procuro pónei miniatura para companhia'],
    };
    return byUse[use];
  },
  demandText: (w, use) => {
    const wish: Record<Use, string> = {
      sport: `Procuro ${w.noun} entre os 6 e os 12 anos, saudável, com experiência em ${w.discipline} e bom carácter.`,
      leisure: 'Procuro cavalo nobre e saudável para passeios no campo ao fim de semana; a raça não importa.',
      breeding: `Procuro ${w.noun} ${w.breed} com boa genética e documentação em dia.`,
      young: 'Compro poldros e poldras bem feitos, com papéis, para desbastar e competir.',
      loan: 'Monto há vários anos e procuro cavalo em meia pensão dois ou três dias por semana. Tenho experiência e seguro próprio.',
      retired:
        'Tenho uma égua mais velha que ficou sozinha no campo e procuro um cavalo reformado que lhe faça companhia. Temos pasto e abrigo.',
      children: 'Procuro pónei nobre e saudável para a minha filha, que monta há dois anos numa escola.',
      mini: 'Procuro pónei miniatura muito manso para companhia numa quinta familiar.',
    };
    return `${wish[use]} De preferência na zona de ${w.province}. ${w.price ? `Orçamento até ${w.price}.` : 'Orçamento a combinar.'}`;
  },
};

export const HORSE_PHRASES: Record<Locale, HorsePhrasebook> = { es, en, ca, pt } satisfies Texts<HorsePhrasebook>;
