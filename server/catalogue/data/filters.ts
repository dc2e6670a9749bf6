import type { Localized } from '../../../common/locale/locales.ts';
import { CATEGORIES } from './categories.ts';

interface FilterItemSeed {
  slug: string;
  name: Localized;
}

export interface FilterSeed {
  slug: string;
  name: Localized;
  /** Keys of the subcategories whose search panel and ad form show this filter. */
  subcategories: readonly string[];
  items: readonly FilterItemSeed[];
}

/** A text in the four languages, always in the order es, en, ca, pt. */
function text(es: string, en: string, ca: string, pt: string): Localized {
  return { es, en, ca, pt };
}

/** An item whose name is written the same in every language (a studbook or breed name, a size). */
function sameName(slug: string, name: string): FilterItemSeed {
  return { slug, name: text(name, name, name, name) };
}

function item(slug: string, es: string, en: string, ca: string, pt: string): FilterItemSeed {
  return { slug, name: text(es, en, ca, pt) };
}

function subcategoriesOf(categoryKey: string): string[] {
  const category = CATEGORIES.find((candidate) => candidate.key === categoryKey);
  if (!category) throw new Error(`Unknown category ${categoryKey}`);
  return category.subcategories.map((subcategory) => subcategory.key);
}

const HORSES = subcategoriesOf('horses');
const PONIES = subcategoriesOf('ponies');
const SEMEN = subcategoriesOf('semen');
const RIDING_EQUIPMENT = subcategoriesOf('riding_equipment');
const CLOTHING = subcategoriesOf('clothing');
const HORSE_SEMEN = SEMEN.filter((key) => key !== 'pony_semen');

const HORSE_BREEDS: readonly FilterItemSeed[] = [
  item(
    'pura-raza-espanola',
    'Pura Raza Española (PRE)',
    'Pura Raza Española (PRE)',
    'Pura Raça Espanyola (PRE)',
    'Pura Raça Espanhola (PRE)',
  ),
  item('lusitano', 'Lusitano', 'Lusitano', 'Lusità', 'Lusitano'),
  item('pura-raza-arabe', 'Pura Raza Árabe (PRá)', 'Purebred Arabian', 'Pura Raça Àrab', 'Puro-Sangue Árabe'),
  item('anglo-arabe', 'Anglo-árabe', 'Anglo-Arab', 'Angloàrab', 'Anglo-Árabe'),
  item('hispano-arabe', 'Hispano-árabe', 'Hispano-Arab', 'Hispanoàrab', 'Hispano-Árabe'),
  item(
    'caballo-de-deporte-espanol',
    'Caballo de Deporte Español (CDE)',
    'Spanish Sport Horse (CDE)',
    "Cavall d'Esport Espanyol (CDE)",
    'Cavalo de Desporto Espanhol (CDE)',
  ),
  item('cruzado', 'Cruzado', 'Crossbred', 'Creuat', 'Cruzado'),
  item('cuarto-de-milla', 'Cuarto de milla (Quarter Horse)', 'Quarter Horse', 'Quarter Horse', 'Quarter Horse'),
  sameName('appaloosa', 'Appaloosa'),
  sameName('paint-horse', 'Paint Horse'),
  sameName('mustang', 'Mustang'),
  item('criollo', 'Criollo', 'Criollo', 'Criollo', 'Crioulo'),
  item('frison', 'Frisón', 'Friesian', 'Frisó', 'Frísio'),
  item('kwpn', 'KWPN (holandés)', 'KWPN (Dutch Warmblood)', 'KWPN (holandès)', 'KWPN (holandês)'),
  item('hannoveriano', 'Hannoveriano', 'Hanoverian', 'Hannoverià', 'Hanoveriano'),
  sameName('holsteiner', 'Holsteiner'),
  sameName('oldenburg', 'Oldenburg'),
  sameName('trakehner', 'Trakehner'),
  item('westfalen', 'Westfaliano', 'Westphalian', 'Westfalià', 'Westfaliano'),
  sameName('zangersheide', 'Zangersheide'),
  item('bwp', 'BWP (belga)', 'BWP (Belgian Warmblood)', 'BWP (belga)', 'BWP (belga)'),
  item(
    'silla-frances',
    'Silla Francés (Selle Français)',
    'Selle Français',
    'Selle Français',
    'Sela Francesa (Selle Français)',
  ),
  item('pura-sangre-ingles', 'Pura Sangre Inglés', 'Thoroughbred', 'Pura Sang Anglès', 'Puro-Sangue Inglês'),
  item('troton-frances', 'Trotón francés', 'French Trotter', 'Trotador francès', 'Trotador Francês'),
  sameName('irish-cob', 'Irish Cob'),
  sameName('welsh-cob', 'Welsh Cob'),
  item('percheron', 'Percherón', 'Percheron', 'Percheron', 'Percheron'),
  item('hispano-breton', 'Hispano-bretón', 'Hispano-Breton', 'Hispanobretó', 'Hispano-Bretão'),
  sameName('burguete', 'Burguete'),
  item('jaca-navarra', 'Jaca navarra', 'Jaca Navarra', 'Jaca navarresa', 'Jaca Navarra'),
  sameName('marismeno', 'Marismeño'),
  item('mallorquin', 'Mallorquín', 'Mallorquín', 'Mallorquí', 'Maiorquino'),
  item('menorquin', 'Menorquín', 'Menorquín', 'Menorquí', 'Menorquino'),
  sameName('losino', 'Losino'),
  item('asturcon', 'Asturcón', 'Asturcón', 'Asturcó', 'Asturcón'),
  sameName('pottoka', 'Pottoka'),
  sameName('haflinger', 'Haflinger'),
  sameName('connemara', 'Connemara'),
  item('akhal-teke', 'Akhal-Teké', 'Akhal-Teke', 'Akhal-Teke', 'Akhal-Teke'),
  item('otra', 'Otra raza', 'Other breed', 'Altra raça', 'Outra raça'),
];

const PONY_BREEDS: readonly FilterItemSeed[] = [
  sameName('shetland', 'Shetland'),
  item(
    'welsh',
    'Welsh (secciones A, B y C)',
    'Welsh (sections A, B and C)',
    'Welsh (seccions A, B i C)',
    'Welsh (secções A, B e C)',
  ),
  sameName('connemara', 'Connemara'),
  item(
    'poni-de-las-americas',
    'Poni de las Américas',
    'Pony of the Americas',
    'Poni de les Amèriques',
    'Pónei das Américas',
  ),
  item(
    'poni-de-silla-aleman',
    'Poni de silla alemán',
    'German Riding Pony',
    'Poni de sella alemany',
    'Pónei de sela alemão',
  ),
  sameName('new-forest', 'New Forest'),
  sameName('dartmoor', 'Dartmoor'),
  sameName('exmoor', 'Exmoor'),
  sameName('haflinger', 'Haflinger'),
  item('fiordo', 'Fiordo noruego', 'Norwegian Fjord', 'Fiord noruec', 'Fiorde norueguês'),
  item('islandes', 'Caballo islandés', 'Icelandic horse', 'Cavall islandès', 'Cavalo islandês'),
  sameName('falabella', 'Falabella'),
  item(
    'miniatura-americano',
    'Caballo miniatura americano',
    'American Miniature Horse',
    'Cavall miniatura americà',
    'Cavalo miniatura americano',
  ),
  item('asturcon', 'Asturcón', 'Asturcón', 'Asturcó', 'Asturcón'),
  sameName('pottoka', 'Pottoka'),
  sameName('losino', 'Losino'),
  item('pura-raza-gallega', 'Pura Raza Gallega', 'Galician Purebred', 'Pura Raça Gallega', 'Pura Raça Galega'),
  sameName('garrano', 'Garrano'),
  item('cruzado', 'Cruzado', 'Crossbred', 'Creuat', 'Cruzado'),
  item('otra', 'Otra raza', 'Other breed', 'Altra raça', 'Outra raça'),
];

const HORSE_AND_PONY_FILTERS: readonly FilterSeed[] = [
  {
    slug: 'raza',
    name: text('Raza', 'Breed', 'Raça', 'Raça'),
    subcategories: [...HORSES, ...HORSE_SEMEN],
    items: HORSE_BREEDS,
  },
  {
    slug: 'raza-poni',
    name: text('Raza de poni', 'Pony breed', 'Raça de poni', 'Raça de pónei'),
    subcategories: [...PONIES, 'pony_semen'],
    items: PONY_BREEDS,
  },
  {
    slug: 'sexo',
    name: text('Sexo', 'Sex', 'Sexe', 'Sexo'),
    subcategories: [...HORSES, ...PONIES],
    items: [
      item('entero', 'Entero', 'Stallion', 'Semental', 'Garanhão'),
      item('castrado', 'Castrado', 'Gelding', 'Castrat', 'Castrado'),
      item('yegua', 'Yegua', 'Mare', 'Euga', 'Égua'),
    ],
  },
  {
    slug: 'edad',
    name: text('Edad', 'Age', 'Edat', 'Idade'),
    subcategories: [...HORSES, ...PONIES],
    items: [
      item('0-3', 'Hasta 3 años', 'Up to 3 years', 'Fins a 3 anys', 'Até 3 anos'),
      item('4-6', 'De 4 a 6 años', '4 to 6 years', 'De 4 a 6 anys', 'Dos 4 aos 6 anos'),
      item('7-10', 'De 7 a 10 años', '7 to 10 years', 'De 7 a 10 anys', 'Dos 7 aos 10 anos'),
      item('11-15', 'De 11 a 15 años', '11 to 15 years', "D'11 a 15 anys", 'Dos 11 aos 15 anos'),
      item('mas-de-15', 'Más de 15 años', 'Over 15 years', 'Més de 15 anys', 'Mais de 15 anos'),
    ],
  },
  {
    slug: 'alzada',
    name: text('Alzada', 'Height', 'Alçada', 'Altura'),
    subcategories: HORSES,
    items: [
      item('menos-de-148', 'Menos de 1,48 m', 'Under 1.48 m', "Menys d'1,48 m", 'Menos de 1,48 m'),
      item('148-155', 'De 1,48 a 1,55 m', '1.48 to 1.55 m', "D'1,48 a 1,55 m", 'De 1,48 a 1,55 m'),
      item('156-162', 'De 1,56 a 1,62 m', '1.56 to 1.62 m', "D'1,56 a 1,62 m", 'De 1,56 a 1,62 m'),
      item('163-168', 'De 1,63 a 1,68 m', '1.63 to 1.68 m', "D'1,63 a 1,68 m", 'De 1,63 a 1,68 m'),
      item('mas-de-168', 'Más de 1,68 m', 'Over 1.68 m', "Més d'1,68 m", 'Mais de 1,68 m'),
    ],
  },
  {
    slug: 'alzada-poni',
    name: text('Alzada del poni', 'Pony height', 'Alçada del poni', 'Altura do pónei'),
    subcategories: PONIES,
    items: [
      item('menos-de-110', 'Menos de 1,10 m', 'Under 1.10 m', "Menys d'1,10 m", 'Menos de 1,10 m'),
      item('110-120', 'De 1,10 a 1,20 m', '1.10 to 1.20 m', "D'1,10 a 1,20 m", 'De 1,10 a 1,20 m'),
      item('121-130', 'De 1,21 a 1,30 m', '1.21 to 1.30 m', "D'1,21 a 1,30 m", 'De 1,21 a 1,30 m'),
      item('131-140', 'De 1,31 a 1,40 m', '1.31 to 1.40 m', "D'1,31 a 1,40 m", 'De 1,31 a 1,40 m'),
      item('141-148', 'De 1,41 a 1,48 m', '1.41 to 1.48 m', "D'1,41 a 1,48 m", 'De 1,41 a 1,48 m'),
    ],
  },
  {
    slug: 'capa',
    name: text('Capa', 'Colour', 'Capa', 'Pelagem'),
    subcategories: [...HORSES, ...PONIES],
    items: [
      item('castano', 'Castaño', 'Bay', 'Castany', 'Castanho'),
      item('alazan', 'Alazán', 'Chestnut', 'Alatzà', 'Alazão'),
      item('negro', 'Negro', 'Black', 'Negre', 'Preto'),
      item('tordo', 'Tordo', 'Grey', 'Tord', 'Ruço'),
      sameName('palomino', 'Palomino'),
      item('bayo', 'Bayo', 'Dun and buckskin', 'Bai', 'Baio'),
      item('isabelo', 'Isabelo', 'Isabelline', 'Isabel·lí', 'Isabel'),
      item('cremello', 'Cremello', 'Cremello', 'Cremello', 'Cremelo'),
      item('ruano', 'Ruano', 'Roan', 'Roà', 'Rosilho'),
      item('pio', 'Pío', 'Piebald or skewbald', 'Pio', 'Malhado'),
      item('atigrado', 'Atigrado', 'Spotted (leopard)', 'Tigrat', 'Tigrado'),
    ],
  },
  {
    slug: 'disciplina',
    name: text('Disciplina', 'Discipline', 'Disciplina', 'Disciplina'),
    subcategories: [...HORSES, ...PONIES, ...SEMEN, 'training', 'riding_lessons'],
    items: [
      item('doma-clasica', 'Doma clásica', 'Dressage', 'Doma clàssica', 'Dressage'),
      item('salto', 'Salto de obstáculos', 'Show jumping', "Salt d'obstacles", 'Saltos de obstáculos'),
      item('concurso-completo', 'Concurso completo', 'Eventing', 'Concurs complet', 'Concurso completo'),
      sameName('doma-vaquera', 'Doma vaquera'),
      item(
        'equitacion-de-trabajo',
        'Equitación de trabajo',
        'Working equitation',
        'Equitació de treball',
        'Equitação de trabalho',
      ),
      item('alta-escuela', 'Alta escuela', 'Haute école', 'Alta escola', 'Alta escola'),
      item('raid', 'Raid', 'Endurance', 'Raid', 'Endurance'),
      sameName('western', 'Western'),
      item('enganche', 'Enganche', 'Driving', 'Enganxos', 'Atrelagem'),
      item('volteo', 'Volteo', 'Vaulting', 'Volteig', 'Volteio'),
      sameName('horseball', 'Horseball'),
      sameName('polo', 'Polo'),
      item('ocio', 'Ocio y paseo', 'Leisure and hacking', 'Lleure i passeig', 'Lazer e passeio'),
      item('cria', 'Cría', 'Breeding', 'Cria', 'Criação'),
    ],
  },
  {
    slug: 'documentacion',
    name: text('Documentación', 'Papers', 'Documentació', 'Documentação'),
    subcategories: [...HORSES, ...PONIES],
    items: [
      item(
        'libro-genealogico',
        'Inscrito en libro genealógico',
        'Studbook registered',
        'Inscrit al llibre genealògic',
        'Inscrito no livro genealógico',
      ),
      item(
        'solo-pasaporte',
        'Solo pasaporte equino',
        'Equine passport only',
        'Només passaport equí',
        'Só passaporte equino',
      ),
      item('sin-documentacion', 'Sin documentación', 'No papers', 'Sense documentació', 'Sem documentação'),
    ],
  },
  {
    // The traits buyers ask about before travelling to see a horse.
    slug: 'caracteristicas',
    name: text('Características', 'Traits', 'Característiques', 'Características'),
    subcategories: [...HORSES, ...PONIES],
    items: [
      item(
        'revision-veterinaria',
        'Revisión veterinaria disponible',
        'Pre-purchase vet check available',
        'Revisió veterinària disponible',
        'Exame veterinário disponível',
      ),
      item(
        'radiografias',
        'Radiografías disponibles',
        'X-rays available',
        'Radiografies disponibles',
        'Radiografias disponíveis',
      ),
      item('domado', 'Domado', 'Backed and ridden', 'Domat', 'Desbastado'),
      item('apto-para-ninos', 'Apto para niños', 'Suitable for children', 'Apte per a nens', 'Adequado para crianças'),
      item(
        'se-deja-herrar',
        'Se deja herrar bien',
        'Good with the farrier',
        'Es deixa ferrar bé',
        'Deixa-se ferrar bem',
      ),
      item('sube-al-remolque', 'Sube bien al remolque', 'Easy to load', 'Puja bé al remolc', 'Entra bem no atrelado'),
      item(
        'tranquilo-en-trafico',
        'Tranquilo en carretera',
        'Good in traffic',
        'Tranquil a la carretera',
        'Calmo no trânsito',
      ),
      item(
        'con-resultados',
        'Con resultados en competición',
        'Competition record',
        'Amb resultats en competició',
        'Com resultados em competição',
      ),
    ],
  },
  {
    slug: 'conservacion',
    name: text('Conservación', 'Storage', 'Conservació', 'Conservação'),
    subcategories: SEMEN,
    items: [
      item('fresco', 'Fresco', 'Fresh', 'Fresc', 'Fresco'),
      item('refrigerado', 'Refrigerado', 'Chilled', 'Refrigerat', 'Refrigerado'),
      item('congelado', 'Congelado', 'Frozen', 'Congelat', 'Congelado'),
    ],
  },
];

const EQUIPMENT_AND_CLOTHING_FILTERS: readonly FilterSeed[] = [
  {
    slug: 'estado',
    name: text('Estado', 'Condition', 'Estat', 'Estado'),
    subcategories: [...RIDING_EQUIPMENT, ...CLOTHING],
    items: [
      item('nuevo', 'Nuevo', 'New', 'Nou', 'Novo'),
      item('como-nuevo', 'Como nuevo', 'Like new', 'Com nou', 'Como novo'),
      item('usado', 'Usado', 'Used', 'Usat', 'Usado'),
      item('para-reparar', 'Para reparar', 'Needs repair', 'Per reparar', 'Para reparar'),
    ],
  },
  {
    slug: 'tipo-de-silla',
    name: text('Tipo de silla', 'Saddle type', 'Tipus de sella', 'Tipo de sela'),
    subcategories: ['saddles'],
    items: [
      item('salto', 'Salto', 'Jumping', 'Salt', 'Salto'),
      item('doma', 'Doma clásica', 'Dressage', 'Doma clàssica', 'Dressage'),
      item('mixta', 'Mixta', 'General purpose', 'Mixta', 'Mista'),
      item('vaquera', 'Vaquera', 'Spanish vaquera', 'Vaquera', 'Vaquera'),
      item('portuguesa', 'Portuguesa', 'Portuguese', 'Portuguesa', 'Portuguesa'),
      sameName('western', 'Western'),
      item('raid', 'Raid', 'Endurance', 'Raid', 'Endurance'),
      item('poni', 'Para poni', 'Pony saddle', 'Per a poni', 'Para pónei'),
    ],
  },
  {
    slug: 'talla-de-asiento',
    name: text('Talla de asiento', 'Seat size', 'Mida del seient', 'Tamanho do assento'),
    subcategories: ['saddles'],
    items: [
      item('15', '15" o menos', '15" or smaller', '15" o menys', '15" ou menos'),
      sameName('16', '16"'),
      item('16-5', '16,5"', '16.5"', '16,5"', '16,5"'),
      sameName('17', '17"'),
      item('17-5', '17,5"', '17.5"', '17,5"', '17,5"'),
      item('18', '18" o más', '18" or larger', '18" o més', '18" ou mais'),
    ],
  },
  {
    slug: 'talla-del-caballo',
    name: text('Talla del caballo', 'Horse size', 'Talla del cavall', 'Tamanho do cavalo'),
    subcategories: ['bridles_and_bits', 'saddle_pads', 'boots_and_bandages', 'horse_rugs'],
    items: [
      item('poni', 'Poni', 'Pony', 'Poni', 'Pónei'),
      sameName('cob', 'Cob'),
      item('full', 'Caballo (full)', 'Full', 'Cavall (full)', 'Cavalo (full)'),
      sameName('extra-full', 'Extra full'),
    ],
  },
  {
    slug: 'tipo-de-manta',
    name: text('Tipo de manta', 'Rug type', 'Tipus de manta', 'Tipo de manta'),
    subcategories: ['horse_rugs'],
    items: [
      item('cuadra', 'Manta de cuadra', 'Stable rug', 'Manta de quadra', 'Manta de cavalariça'),
      item('exterior', 'Impermeable de exterior', 'Turnout rug', "Impermeable d'exterior", 'Impermeável de exterior'),
      item('secado', 'Manta de secado', 'Cooler', "Manta d'assecament", 'Manta de secagem'),
      item('antimoscas', 'Manta antimoscas', 'Fly rug', 'Manta antimosques', 'Manta antimoscas'),
      item('ejercicio', 'Manta de ejercicio', 'Exercise sheet', "Manta d'exercici", 'Manta de exercício'),
    ],
  },
  {
    slug: 'material',
    name: text('Material', 'Material', 'Material', 'Material'),
    subcategories: ['saddles', 'bridles_and_bits', 'girths_and_stirrups', 'riding_boots'],
    items: [
      item('cuero', 'Cuero', 'Leather', 'Cuir', 'Couro'),
      item('sintetico', 'Sintético', 'Synthetic', 'Sintètic', 'Sintético'),
      sameName('biothane', 'Biothane'),
      item('goma', 'Goma', 'Rubber', 'Goma', 'Borracha'),
    ],
  },
  {
    slug: 'tipo-de-vehiculo',
    name: text('Tipo de vehículo', 'Vehicle type', 'Tipus de vehicle', 'Tipo de veículo'),
    subcategories: ['trailers_and_horseboxes'],
    items: [
      item('remolque-1', 'Remolque de 1 caballo', 'Single-horse trailer', "Remolc d'1 cavall", 'Atrelado de 1 cavalo'),
      item('remolque-2', 'Remolque de 2 caballos', 'Two-horse trailer', 'Remolc de 2 cavalls', 'Atrelado de 2 cavalos'),
      item(
        'remolque-3',
        'Remolque de 3 o más caballos',
        'Trailer for 3 or more horses',
        'Remolc de 3 o més cavalls',
        'Atrelado de 3 ou mais cavalos',
      ),
      item('furgon', 'Furgón', 'Horse van', 'Furgó', 'Carrinha'),
      item('camion', 'Camión', 'Horsebox (lorry)', 'Camió', 'Camião'),
    ],
  },
  {
    // What a buyer needs in their driving licence to tow or drive it (spelled out on the transport page).
    slug: 'permiso-de-conducir',
    name: text('Permiso de conducir', 'Driving licence', 'Permís de conduir', 'Carta de condução'),
    subcategories: ['trailers_and_horseboxes'],
    items: [
      sameName('b', 'B'),
      item('b96', 'B96', 'B96 (code 96)', 'B96', 'B96 (código 96)'),
      sameName('be', 'BE'),
      sameName('c1', 'C1'),
      sameName('c', 'C'),
    ],
  },
  {
    slug: 'talla',
    name: text('Talla', 'Size', 'Talla', 'Tamanho'),
    subcategories: ['body_protectors', 'breeches', 'competition_wear', 'jackets_and_coats', 'gloves_and_accessories'],
    items: [
      item('infantil', 'Infantil', "Children's", 'Infantil', 'Criança'),
      sameName('xs', 'XS'),
      sameName('s', 'S'),
      sameName('m', 'M'),
      sameName('l', 'L'),
      sameName('xl', 'XL'),
      item('xxl', 'XXL o más', 'XXL and above', 'XXL o més', 'XXL ou mais'),
    ],
  },
  {
    slug: 'talla-de-calzado',
    name: text('Talla de calzado', 'Shoe size (EU)', 'Número de calçat', 'Número de calçado'),
    subcategories: ['riding_boots'],
    items: [
      item('hasta-34', 'Hasta el 34', 'Up to 34', 'Fins al 34', 'Até ao 34'),
      sameName('35-36', '35–36'),
      sameName('37-38', '37–38'),
      sameName('39-40', '39–40'),
      sameName('41-42', '41–42'),
      sameName('43-44', '43–44'),
      item('45-o-mas', '45 o más', '45 and above', '45 o més', '45 ou mais'),
    ],
  },
  {
    slug: 'talla-de-casco',
    name: text('Talla de casco', 'Helmet size', 'Talla de casc', 'Tamanho do capacete'),
    subcategories: ['riding_helmets'],
    items: [
      item('menos-de-52', 'Menos de 52 cm', 'Under 52 cm', 'Menys de 52 cm', 'Menos de 52 cm'),
      sameName('52-54', '52–54 cm'),
      sameName('55-57', '55–57 cm'),
      sameName('58-60', '58–60 cm'),
      item('mas-de-60', 'Más de 60 cm', 'Over 60 cm', 'Més de 60 cm', 'Mais de 60 cm'),
    ],
  },
  {
    slug: 'genero',
    name: text('Género', 'Gender', 'Gènere', 'Género'),
    subcategories: CLOTHING,
    items: [
      item('mujer', 'Mujer', 'Women', 'Dona', 'Senhora'),
      item('hombre', 'Hombre', 'Men', 'Home', 'Homem'),
      item('infantil', 'Infantil', 'Kids', 'Infantil', 'Criança'),
      item('unisex', 'Unisex', 'Unisex', 'Unisex', 'Unissexo'),
    ],
  },
];

const CARE_FILTERS: readonly FilterSeed[] = [
  {
    slug: 'funcion',
    name: text('Función', 'Purpose', 'Funció', 'Função'),
    subcategories: ['feed_and_supplements'],
    items: [
      item('articulaciones', 'Articulaciones', 'Joints', 'Articulacions', 'Articulações'),
      item('digestion', 'Digestión', 'Digestion', 'Digestió', 'Digestão'),
      item('cascos', 'Cascos', 'Hooves', 'Cascos', 'Cascos'),
      item('piel-y-pelo', 'Piel y pelo', 'Skin and coat', 'Pell i pèl', 'Pele e pelo'),
      item('electrolitos', 'Electrolitos', 'Electrolytes', 'Electròlits', 'Eletrólitos'),
      item('calmantes', 'Calmantes', 'Calmers', 'Calmants', 'Calmantes'),
      item('respiratorio', 'Respiratorio', 'Respiratory', 'Respiratori', 'Respiratório'),
      item('rendimiento', 'Rendimiento deportivo', 'Performance', 'Rendiment esportiu', 'Rendimento desportivo'),
      item(
        'vitaminas-y-minerales',
        'Vitaminas y minerales',
        'Vitamins and minerals',
        'Vitamines i minerals',
        'Vitaminas e minerais',
      ),
    ],
  },
  {
    slug: 'formato',
    name: text('Formato', 'Format', 'Format', 'Formato'),
    subcategories: ['feed_and_supplements', 'hay_straw_and_bedding'],
    items: [
      item('saco', 'Saco', 'Bag', 'Sac', 'Saco'),
      item('paca-pequena', 'Paca pequeña', 'Small bale', 'Bala petita', 'Fardo pequeno'),
      item('paca-grande', 'Paca grande', 'Big square bale', 'Bala gran', 'Fardo grande'),
      item('rotopaca', 'Rotopaca', 'Round bale', 'Bala rodona', 'Rolo'),
      item('granel', 'A granel', 'Loose (bulk)', 'A granel', 'A granel'),
    ],
  },
];

const SERVICE_AND_STABLE_FILTERS: readonly FilterSeed[] = [
  {
    slug: 'modalidad',
    name: text('Modalidad', 'Service type', 'Modalitat', 'Modalidade'),
    subcategories: ['vets', 'farriers', 'equine_physiotherapy', 'training'],
    items: [
      item('a-domicilio', 'A domicilio', 'Mobile (comes to you)', 'A domicili', 'Ao domicílio'),
      item(
        'en-sus-instalaciones',
        'En sus instalaciones',
        'At their own premises',
        'A les seves instal·lacions',
        'Nas suas instalações',
      ),
      item('urgencias', 'Urgencias 24 h', '24-hour emergencies', 'Urgències 24 h', 'Urgências 24 h'),
    ],
  },
  {
    slug: 'ambito',
    name: text('Ámbito', 'Coverage', 'Àmbit', 'Âmbito'),
    subcategories: ['horse_transport'],
    items: [
      sameName('local', 'Local'),
      item('nacional', 'Nacional', 'Nationwide', 'Estatal', 'Nacional'),
      item('internacional', 'Internacional', 'International', 'Internacional', 'Internacional'),
    ],
  },
  {
    slug: 'nivel',
    name: text('Nivel', 'Level', 'Nivell', 'Nível'),
    subcategories: ['riding_lessons', 'trail_rides'],
    items: [
      item('iniciacion', 'Iniciación', 'Beginner', 'Iniciació', 'Iniciação'),
      item('intermedio', 'Intermedio', 'Intermediate', 'Intermedi', 'Intermédio'),
      item('avanzado', 'Avanzado', 'Advanced', 'Avançat', 'Avançado'),
      item('competicion', 'Competición', 'Competition', 'Competició', 'Competição'),
      item('ninos', 'Niños', 'Children', 'Nens', 'Crianças'),
    ],
  },
  {
    slug: 'tipo-de-pupilaje',
    name: text('Tipo de pupilaje', 'Livery type', 'Tipus de pupil·latge', 'Tipo de pensão'),
    subcategories: ['livery', 'stables_to_rent'],
    items: [
      item('completo', 'Pupilaje completo', 'Full livery', 'Pupil·latge complet', 'Pensão completa'),
      item('medio', 'Medio pupilaje', 'Part livery', 'Mig pupil·latge', 'Meia pensão'),
      item('solo-box', 'Solo box', 'DIY livery', 'Només box', 'Só box'),
      item('en-pasto', 'En pasto', 'Grass livery', 'A pastura', 'Em pastagem'),
      item(
        'jubilados',
        'Residencia para caballos jubilados',
        'Retirement livery',
        'Residència per a cavalls jubilats',
        'Pensão para cavalos reformados',
      ),
    ],
  },
  {
    slug: 'instalaciones',
    name: text('Instalaciones', 'Facilities', 'Instal·lacions', 'Instalações'),
    subcategories: ['stables_to_rent', 'equestrian_properties', 'equestrian_centres', 'livery'],
    items: [
      item('pista-cubierta', 'Pista cubierta', 'Indoor arena', 'Pista coberta', 'Picadeiro coberto'),
      item('pista-exterior', 'Pista exterior', 'Outdoor arena', 'Pista exterior', 'Picadeiro exterior'),
      item('pista-de-galope', 'Pista de galope', 'Gallop track', 'Pista de galop', 'Pista de galope'),
      item('caminador', 'Caminador', 'Horse walker', 'Caminador', 'Caminhador'),
      sameName('paddocks', 'Paddocks'),
      item('pastos', 'Pastos', 'Grazing', 'Pastures', 'Pastagens'),
      item('duchas', 'Duchas', 'Wash bay', 'Dutxes', 'Duches'),
      item('guadarnes', 'Guadarnés', 'Tack room', "Sala d'arreus", 'Sala de arreios'),
      item('vivienda', 'Vivienda', 'Living accommodation', 'Habitatge', 'Habitação'),
    ],
  },
  {
    slug: 'operacion',
    name: text('Operación', 'Listing type', 'Operació', 'Operação'),
    subcategories: ['equestrian_properties', 'equestrian_centres', 'paddocks_and_grazing'],
    items: [
      item('venta', 'Venta', 'For sale', 'Venda', 'Venda'),
      item('alquiler', 'Alquiler', 'To rent', 'Lloguer', 'Arrendamento'),
      item('traspaso', 'Traspaso', 'Business transfer', 'Traspàs', 'Trespasse'),
    ],
  },
  {
    slug: 'superficie',
    name: text('Superficie', 'Land area', 'Superfície', 'Área'),
    subcategories: ['equestrian_properties', 'equestrian_centres', 'paddocks_and_grazing'],
    items: [
      item('menos-de-1-ha', 'Menos de 1 ha', 'Under 1 ha', "Menys d'1 ha", 'Menos de 1 ha'),
      item('1-5-ha', 'De 1 a 5 ha', '1 to 5 ha', "D'1 a 5 ha", 'De 1 a 5 ha'),
      item('5-20-ha', 'De 5 a 20 ha', '5 to 20 ha', 'De 5 a 20 ha', 'De 5 a 20 ha'),
      item('mas-de-20-ha', 'Más de 20 ha', 'Over 20 ha', 'Més de 20 ha', 'Mais de 20 ha'),
    ],
  },
  {
    slug: 'numero-de-boxes',
    name: text('Número de boxes', 'Number of stables', 'Nombre de boxs', 'Número de boxes'),
    subcategories: ['equestrian_properties', 'equestrian_centres'],
    items: [
      item('1-5', 'De 1 a 5', '1 to 5', "D'1 a 5", 'De 1 a 5'),
      item('6-10', 'De 6 a 10', '6 to 10', 'De 6 a 10', 'De 6 a 10'),
      item('11-20', 'De 11 a 20', '11 to 20', "D'11 a 20", 'De 11 a 20'),
      item('mas-de-20', 'Más de 20', 'Over 20', 'Més de 20', 'Mais de 20'),
    ],
  },
];

/**
 * Search filters per subcategory (spec §3 Filter). A filter with six items or fewer renders as
 * checkboxes and one with more as a multi-select (spec §5), so the long lists here are deliberate.
 * Slugs are stable, Spanish-based and the same in every language; `all` is reserved for the checkboxes.
 */
export const FILTERS: readonly FilterSeed[] = [
  ...HORSE_AND_PONY_FILTERS,
  ...EQUIPMENT_AND_CLOTHING_FILTERS,
  ...CARE_FILTERS,
  ...SERVICE_AND_STABLE_FILTERS,
];
