import type { PictureTag } from '../drawings/pictures.ts';
import type { Texts } from './writing.ts';

/**
 * What demo sellers of tack, clothing and care products offer, per subcategory: the thing in four
 * languages, brands riders in Spain and Portugal buy, and a believable second-hand price range.
 */
export interface Product {
  noun: Texts;
  brands: readonly string[];
  price: readonly [number, number];
  /** Filter items this product always has (its saddle type, rug type, vehicle…). */
  fixed?: Record<string, readonly string[]>;
  /** Material items it can be made of. */
  materials?: readonly string[];
  /** One more sentence about it. */
  detail?: Texts;
  /** What the price is for when it is not the whole item ("la paca"). */
  unit?: Texts;
  /** False for things that come in one size (a whip, a bit). */
  sized?: boolean;
}

export interface GoodsShelf {
  tags: readonly PictureTag[];
  products: readonly Product[];
}

const t = (es: string, en: string, ca: string, pt: string): Texts => ({ es, en, ca, pt });

export const SHELVES: Record<string, GoodsShelf> = {
  saddles: {
    tags: ['saddle'],
    products: [
      {
        noun: t('silla de salto', 'jumping saddle', 'sella de salt', 'sela de salto'),
        brands: ['CWD', 'Devoucoux', 'Butet', 'Prestige', 'Antares', 'Bates'],
        price: [450, 3_500],
        fixed: { 'tipo-de-silla': ['salto'] },
        materials: ['cuero'],
        detail: t(
          'Arzón estándar, cuero bien cuidado y paneles rellenos hace un año.',
          'Medium tree, well-kept leather, panels reflocked last year.',
          'Arçó estàndard, cuir ben cuidat i panells refets fa un any.',
          'Arção médio, couro bem tratado e painéis refeitos há um ano.',
        ),
      },
      {
        noun: t('silla de doma', 'dressage saddle', 'sella de doma', 'sela de dressage'),
        brands: ['Passier', 'Kieffer', 'Prestige', 'Albion', 'Wintec'],
        price: [400, 3_000],
        fixed: { 'tipo-de-silla': ['doma'] },
        materials: ['cuero', 'sintetico'],
      },
      {
        noun: t('silla mixta', 'general purpose saddle', 'sella mixta', 'sela mista'),
        brands: ['Wintec', 'Kieffer', 'Bates', 'Zaldi'],
        price: [250, 1_200],
        fixed: { 'tipo-de-silla': ['mixta'] },
        materials: ['cuero', 'sintetico'],
      },
      {
        noun: t('silla vaquera', 'Spanish vaquera saddle', 'sella vaquera', 'sela vaquera'),
        brands: [],
        price: [600, 2_500],
        fixed: { 'tipo-de-silla': ['vaquera'] },
        materials: ['cuero'],
        detail: t(
          'Hecha a mano por un guarnicionero de Jerez, con baste de borrego y estribos de hierro incluidos.',
          'Handmade by a saddler in Jerez, sheepskin seat, iron stirrups included.',
          'Feta a mà per un guarnicioner de Jerez, amb seient de xai i estreps de ferro inclosos.',
          'Feita à mão por um seleiro de Jerez, com pele de borrego e estribos de ferro incluídos.',
        ),
      },
      {
        noun: t('silla portuguesa', 'Portuguese saddle', 'sella portuguesa', 'sela portuguesa'),
        brands: [],
        price: [500, 2_000],
        fixed: { 'tipo-de-silla': ['portuguesa'] },
        materials: ['cuero'],
        detail: t(
          'Silla portuguesa tradicional de equitación de trabajo, muy cómoda para el caballo.',
          'Traditional Portuguese working equitation saddle, very comfortable for the horse.',
          'Sella portuguesa tradicional d’equitació de treball, molt còmoda per al cavall.',
          'Sela portuguesa tradicional de equitação de trabalho, muito confortável para o cavalo.',
        ),
      },
      {
        noun: t('silla western', 'western saddle', 'sella western', 'sela western'),
        brands: ['Circle Y', 'Billy Cook', 'Tucker'],
        price: [500, 2_500],
        fixed: { 'tipo-de-silla': ['western'] },
        materials: ['cuero'],
      },
      {
        noun: t('silla de raid', 'endurance saddle', 'sella de raid', 'sela de endurance'),
        brands: ['Zaldi', 'Wintec', 'Startrekk'],
        price: [350, 1_500],
        fixed: { 'tipo-de-silla': ['raid'] },
        materials: ['cuero', 'sintetico', 'biothane'],
      },
      {
        noun: t('silla para poni', 'pony saddle', 'sella per a poni', 'sela para pónei'),
        brands: ['Wintec', 'Kieffer', 'HKM'],
        price: [150, 600],
        fixed: { 'tipo-de-silla': ['poni'], 'talla-de-asiento': ['15'] },
        materials: ['cuero', 'sintetico'],
      },
    ],
  },
  bridles_and_bits: {
    tags: ['tack'],
    products: [
      {
        noun: t('cabezada de doma con filete', 'dressage bridle', 'capçana de doma amb filet', 'cabeçada de dressage'),
        brands: ['Dyon', 'Kieffer', 'PS of Sweden', 'Equipe'],
        price: [60, 350],
        materials: ['cuero'],
      },
      {
        noun: t('cabezada de salto', 'jumping bridle', 'capçana de salt', 'cabeçada de salto'),
        brands: ['Dyon', 'Kieffer', 'HKM', 'Equipe'],
        price: [50, 250],
        materials: ['cuero', 'biothane'],
      },
      {
        noun: t('filete de olivas', 'loose ring snaffle', "filet d'anelles", 'bridão de argolas'),
        brands: ['Sprenger', 'Neue Schule', 'Stübben'],
        price: [25, 180],
        sized: false,
        detail: t('Medida 13,5 cm.', '13.5 cm (5¼").', 'Mida 13,5 cm.', 'Medida 13,5 cm.'),
      },
      {
        noun: t(
          'serreta y cabezada vaquera',
          'serreta noseband and vaquera bridle',
          'serreta i capçana vaquera',
          'serrilha e cabeçada vaquera',
        ),
        brands: [],
        price: [60, 250],
        materials: ['cuero'],
        detail: t(
          'De guarnicionería artesana, cuero de primera.',
          'Handmade by a saddler, top-quality leather.',
          "D'artesania, cuir de primera.",
          'Feita por seleiro artesão, couro de primeira.',
        ),
      },
    ],
  },
  saddle_pads: {
    tags: ['saddle', 'tack'],
    products: [
      {
        noun: t('sudadero de salto', 'jumping saddle pad', 'suador de salt', 'suadouro de salto'),
        brands: ['Eskadron', 'Kentucky', 'LeMieux', 'Equiline'],
        price: [20, 110],
      },
      {
        noun: t('sudadero de doma', 'dressage saddle pad', 'suador de doma', 'suadouro de dressage'),
        brands: ['Eskadron', 'LeMieux', 'HKM'],
        price: [20, 110],
      },
      {
        noun: t('salvacruces de gel', 'gel half pad', 'salvacreus de gel', 'meia manta de gel'),
        brands: ['Acavallo', 'Kentucky', 'LeMieux'],
        price: [40, 180],
      },
    ],
  },
  girths_and_stirrups: {
    tags: ['tack', 'saddle'],
    products: [
      {
        noun: t('cincha anatómica', 'anatomic girth', 'cingla anatòmica', 'cilha anatómica'),
        brands: ['CWD', 'Kentucky', 'Equipe', 'Acavallo'],
        price: [40, 300],
        materials: ['cuero', 'sintetico'],
        detail: t('Medida 125 cm.', '125 cm (50").', 'Mida 125 cm.', 'Medida 125 cm.'),
      },
      {
        noun: t('estribos de seguridad', 'safety stirrups', 'estreps de seguretat', 'estribos de segurança'),
        brands: ['Freejump', 'Sprenger', 'Acavallo', 'Compositi'],
        price: [40, 320],
        materials: ['sintetico'],
      },
      {
        noun: t('estriberas', 'stirrup leathers', 'estriberes', 'loros'),
        brands: ['CWD', 'Kieffer', 'HKM'],
        price: [25, 180],
        materials: ['cuero', 'biothane'],
      },
      {
        noun: t(
          'estribos vaqueros de hierro',
          'Spanish vaquera iron stirrups',
          'estreps vaquers de ferro',
          'estribos vaqueros de ferro',
        ),
        brands: [],
        price: [60, 250],
        sized: false,
      },
    ],
  },
  boots_and_bandages: {
    tags: ['tack'],
    products: [
      {
        noun: t('protectores de salto', 'tendon and fetlock boots', 'protectors de salt', 'proteções de salto'),
        brands: ['Veredus', 'Eskadron', 'Kentucky', 'Acavallo'],
        price: [40, 250],
        detail: t(
          'Juego completo de manos y pies.',
          'Full set, front and hind.',
          'Joc complet de mans i peus.',
          'Conjunto completo de mãos e pés.',
        ),
      },
      {
        noun: t('vendas de descanso', 'stable bandages', 'benes de descans', 'ligaduras de descanso'),
        brands: ['Eskadron', 'Equiline', 'HKM'],
        price: [15, 60],
        detail: t(
          'Juego de cuatro con sus almohadillas.',
          'Set of four with pads.',
          'Joc de quatre amb els coixinets.',
          'Conjunto de quatro com almofadas.',
        ),
      },
      {
        noun: t('campanas', 'overreach boots', 'campanes', 'campainhas'),
        brands: ['Kentucky', 'Veredus', 'HKM'],
        price: [15, 70],
      },
      {
        noun: t('botas de viaje', 'travel boots', 'botes de viatge', 'botas de viagem'),
        brands: ['Kentucky', 'HKM', 'Horseware'],
        price: [30, 120],
      },
    ],
  },
  horse_rugs: {
    tags: ['rug'],
    products: [
      {
        noun: t(
          'manta impermeable de exterior',
          'turnout rug',
          "manta impermeable d'exterior",
          'manta impermeável de exterior',
        ),
        brands: ['Horseware Rambo', 'Amigo', 'Bucas', 'Weatherbeeta'],
        price: [50, 260],
        fixed: { 'tipo-de-manta': ['exterior'] },
        detail: t(
          'Relleno de 200 g, ideal para el invierno.',
          '200 g fill, ideal for winter.',
          "Farciment de 200 g, ideal per a l'hivern.",
          'Enchimento de 200 g, ideal para o inverno.',
        ),
      },
      {
        noun: t('manta de cuadra', 'stable rug', 'manta de quadra', 'manta de boxe'),
        brands: ['Bucas', 'Amigo', 'Weatherbeeta'],
        price: [40, 180],
        fixed: { 'tipo-de-manta': ['cuadra'] },
      },
      {
        noun: t('manta de secado', 'cooler rug', "manta d'assecament", 'manta de secagem'),
        brands: ['Horseware', 'Eskadron', 'LeMieux'],
        price: [30, 150],
        fixed: { 'tipo-de-manta': ['secado'] },
      },
      {
        noun: t('manta antimoscas', 'fly rug', 'manta antimosques', 'manta antimoscas'),
        brands: ['Horseware', 'Bucas'],
        price: [35, 140],
        fixed: { 'tipo-de-manta': ['antimoscas'] },
      },
      {
        noun: t('manta de ejercicio', 'exercise sheet', "manta d'exercici", 'manta de exercício'),
        brands: ['Eskadron', 'HKM'],
        price: [30, 110],
        fixed: { 'tipo-de-manta': ['ejercicio'] },
      },
    ],
  },
  stable_equipment: {
    tags: ['stable'],
    products: [
      {
        noun: t(
          'caminador para 4 caballos',
          'horse walker (4 horses)',
          'caminador per a 4 cavalls',
          'caminhador para 4 cavalos',
        ),
        brands: [],
        price: [3_500, 12_000],
        detail: t(
          'Motor revisado, se desmonta y se entrega con instrucciones de montaje.',
          'Motor serviced; dismantled and handed over with assembly instructions.',
          "Motor revisat, es desmunta i s'entrega amb instruccions de muntatge.",
          'Motor revisto, desmonta-se e entrega-se com instruções de montagem.',
        ),
      },
      {
        noun: t('bebederos automáticos', 'automatic drinkers', 'abeuradors automàtics', 'bebedouros automáticos'),
        brands: ['La Gée', 'Suevia'],
        price: [25, 90],
        detail: t(
          'Lote de seis, de fundición, funcionando.',
          'Lot of six, cast iron, all working.',
          'Lot de sis, de fosa, funcionant.',
          'Lote de seis, em ferro fundido, a funcionar.',
        ),
      },
      {
        noun: t('comederos de esquina', 'corner feeders', 'menjadores de cantonada', 'comedouros de canto'),
        brands: [],
        price: [10, 60],
      },
      {
        noun: t('pastor eléctrico', 'electric fence energiser', 'pastor elèctric', 'eletrificador de cerca'),
        brands: ['Gallagher', 'Patura', 'Corral'],
        price: [60, 400],
        detail: t(
          'Incluye cinta, aisladores y piquetas para unos 500 m.',
          'Comes with tape, insulators and posts for about 500 m.',
          'Inclou cinta, aïlladors i piquets per a uns 500 m.',
          'Inclui fita, isoladores e estacas para cerca de 500 m.',
        ),
      },
    ],
  },
  trailers_and_horseboxes: {
    tags: ['trailer'],
    products: [
      {
        noun: t('remolque de 2 caballos', 'two-horse trailer', 'remolc de 2 cavalls', 'atrelado de 2 cavalos'),
        brands: ['Ifor Williams', 'Böckmann', 'Humbaur', 'Cheval Liberté'],
        price: [3_500, 18_000],
        fixed: { 'tipo-de-vehiculo': ['remolque-2'], 'permiso-de-conducir': ['b96', 'be'] },
      },
      {
        noun: t('remolque de 1 caballo', 'single-horse trailer', "remolc d'1 cavall", 'atrelado de 1 cavalo'),
        brands: ['Cheval Liberté', 'Humbaur', 'Böckmann'],
        price: [2_500, 8_000],
        fixed: { 'tipo-de-vehiculo': ['remolque-1'], 'permiso-de-conducir': ['b', 'b96'] },
      },
      {
        noun: t('camión para 3 caballos', 'three-horse horsebox', 'camió per a 3 cavalls', 'camião para 3 cavalos'),
        brands: ['Mercedes Atego', 'Iveco Eurocargo', 'MAN TGL'],
        price: [25_000, 90_000],
        fixed: { 'tipo-de-vehiculo': ['camion'], 'permiso-de-conducir': ['c1', 'c'] },
        detail: t(
          'Zona de vivienda con cama, agua y cámara para ver los caballos desde la cabina.',
          'Living area with bed and water, camera to watch the horses from the cab.',
          "Zona d'habitatge amb llit, aigua i càmera per veure els cavalls des de la cabina.",
          'Zona habitável com cama, água e câmara para ver os cavalos da cabine.',
        ),
      },
      {
        noun: t('furgón para 2 caballos', 'two-horse van', 'furgó per a 2 cavalls', 'carrinha para 2 cavalos'),
        brands: ['Renault Master', 'Fiat Ducato', 'Iveco Daily'],
        price: [15_000, 45_000],
        fixed: { 'tipo-de-vehiculo': ['furgon'], 'permiso-de-conducir': ['b', 'c1'] },
      },
    ],
  },
  riding_helmets: {
    tags: ['helmet'],
    products: [
      {
        noun: t('casco de equitación', 'riding helmet', "casc d'equitació", 'capacete de equitação'),
        brands: ['Samshield', 'GPA', 'Uvex', 'KEP', 'Casco', 'Charles Owen'],
        price: [40, 550],
        detail: t(
          'Homologado VG1, nunca ha sufrido un golpe.',
          'VG1 certified, never been dropped or had a fall.',
          'Homologat VG1, mai no ha patit cap cop.',
          'Homologado VG1, nunca sofreu nenhuma pancada.',
        ),
      },
    ],
  },
  body_protectors: {
    tags: ['jacket'],
    products: [
      {
        noun: t('chaleco protector', 'body protector', 'armilla protectora', 'colete protetor'),
        brands: ['Airowear', 'Racesafe', 'Komperdell', 'Swing'],
        price: [60, 300],
        detail: t(
          'Nivel 3 BETA, ideal para cross y para niños que empiezan.',
          'BETA level 3, ideal for cross-country and beginners.',
          'Nivell 3 BETA, ideal per a cross i per a nens que comencen.',
          'Nível 3 BETA, ideal para cross e para crianças que começam.',
        ),
      },
      {
        noun: t('chaleco airbag', 'airbag vest', 'armilla airbag', 'colete airbag'),
        brands: ['Helite', 'Hit-Air', 'Point Two'],
        price: [250, 650],
        detail: t(
          'Se entrega con un cartucho de repuesto.',
          'Comes with a spare cartridge.',
          "S'entrega amb un cartutx de recanvi.",
          'Entrega-se com um cartucho de reserva.',
        ),
      },
    ],
  },
  riding_boots: {
    tags: ['boots'],
    products: [
      {
        noun: t('botas de montar', 'long riding boots', 'botes de muntar', 'botas de montar'),
        brands: ['Parlanti', 'Cavallo', 'Königs', 'Ariat', 'Sergio Grasso'],
        price: [80, 700],
        materials: ['cuero'],
      },
      {
        noun: t('botas camperas', 'Spanish country boots', 'botes camperes', 'botas campeiras'),
        brands: [],
        price: [90, 300],
        materials: ['cuero'],
        detail: t(
          'Hechas a mano en Valverde del Camino.',
          'Handmade in Valverde del Camino.',
          'Fetes a mà a Valverde del Camino.',
          'Feitas à mão em Valverde del Camino.',
        ),
      },
      {
        noun: t('botines y polainas', 'jodhpur boots and half chaps', 'botins i polaines', 'botins e polainas'),
        brands: ['Ariat', 'HKM', 'Horze'],
        price: [40, 180],
        materials: ['cuero', 'sintetico'],
      },
    ],
  },
  breeches: {
    tags: ['jacket'],
    products: [
      {
        noun: t('pantalón de montar', 'breeches', 'pantalons de muntar', 'calças de montar'),
        brands: ['Pikeur', 'Cavalleria Toscana', 'Animo', 'Equiline', 'Kingsland'],
        price: [30, 220],
      },
      {
        noun: t(
          'pantalón de montar con grip',
          'full-grip breeches',
          'pantalons de muntar amb grip',
          'calças de montar com grip',
        ),
        brands: ['Pikeur', 'Kingsland', 'Samshield'],
        price: [40, 240],
      },
    ],
  },
  competition_wear: {
    tags: ['jacket'],
    products: [
      {
        noun: t('chaqueta de concurso', 'competition jacket', 'jaqueta de concurs', 'casaco de concurso'),
        brands: ['Pikeur', 'Equiline', 'Animo', 'Cavalleria Toscana'],
        price: [60, 450],
      },
      {
        noun: t('camisa de concurso', 'competition shirt', 'camisa de concurs', 'camisa de concurso'),
        brands: ['Equiline', 'Pikeur', 'Kingsland'],
        price: [25, 90],
      },
      {
        noun: t('frac de doma', 'dressage tailcoat', 'frac de doma', 'casaca de dressage'),
        brands: ['Pikeur', 'Cavalleria Toscana'],
        price: [150, 700],
      },
    ],
  },
  jackets_and_coats: {
    tags: ['jacket'],
    products: [
      {
        noun: t('chaqueta impermeable', 'waterproof riding jacket', 'jaqueta impermeable', 'casaco impermeável'),
        brands: ['Ariat', 'Horseware', 'Mountain Horse', 'Barbour'],
        price: [40, 250],
      },
      {
        noun: t('chaleco acolchado', 'padded gilet', 'armilla encoixinada', 'colete acolchoado'),
        brands: ['Pikeur', 'Horze', 'Kingsland'],
        price: [30, 150],
      },
    ],
  },
  gloves_and_accessories: {
    tags: ['helmet', 'jacket'],
    products: [
      {
        noun: t('guantes de montar', 'riding gloves', 'guants de muntar', 'luvas de montar'),
        brands: ['Roeckl', 'SSG', 'Samshield'],
        price: [10, 60],
      },
      {
        noun: t('fusta de salto', 'jumping bat', 'fuet de salt', 'pingalim de salto'),
        brands: ['Fleck', 'Acavallo'],
        price: [10, 45],
        sized: false,
      },
      {
        noun: t('espuelas de acero', 'steel spurs', "esperons d'acer", 'esporas de aço'),
        brands: ['Sprenger', 'Kieffer'],
        price: [15, 90],
        sized: false,
      },
    ],
  },
  feed_and_supplements: {
    tags: ['feed'],
    products: [
      {
        noun: t(
          'pienso para caballos de deporte',
          'competition mix',
          "pinso per a cavalls d'esport",
          'ração para cavalos de desporto',
        ),
        brands: ['Cavalor', 'Spillers', 'Saracen', 'Pavo'],
        price: [18, 45],
        fixed: { funcion: ['rendimiento'], formato: ['saco'] },
        unit: t('el saco de 20 kg', 'per 20 kg bag', 'el sac de 20 kg', 'o saco de 20 kg'),
      },
      {
        noun: t(
          'suplemento para articulaciones',
          'joint supplement',
          'suplement per a articulacions',
          'suplemento para articulações',
        ),
        brands: ['Cavalor', 'NAF', 'Equistro'],
        price: [30, 95],
        fixed: { funcion: ['articulaciones'] },
      },
      {
        noun: t('electrolitos', 'electrolytes', 'electròlits', 'eletrólitos'),
        brands: ['NAF', 'Cavalor', 'Equistro'],
        price: [15, 45],
        fixed: { funcion: ['electrolitos', 'rendimiento'] },
      },
      {
        noun: t('biotina para cascos', 'biotin hoof supplement', 'biotina per als cascos', 'biotina para cascos'),
        brands: ['NAF', 'Farrier’s Formula', 'Equistro'],
        price: [20, 70],
        fixed: { funcion: ['cascos', 'piel-y-pelo'] },
      },
    ],
  },
  hay_straw_and_bedding: {
    tags: ['hay'],
    products: [
      {
        noun: t(
          'alfalfa en pacas pequeñas',
          'lucerne (alfalfa) in small bales',
          'alfals en bales petites',
          'luzerna em fardos pequenos',
        ),
        brands: [],
        price: [8, 16],
        fixed: { formato: ['paca-pequena'] },
        unit: t('la paca', 'per bale', 'la bala', 'o fardo'),
        detail: t(
          'Primer corte de este año, bien seca y sin polvo. Hay unas 300 pacas.',
          "This year's first cut, dry and dust-free. About 300 bales available.",
          "Primer tall d'aquest any, ben seca i sense pols. N'hi ha unes 300 bales.",
          'Primeiro corte deste ano, bem seca e sem pó. Há cerca de 300 fardos.',
        ),
      },
      {
        noun: t(
          'heno de avena en rotopacas',
          'oat hay in round bales',
          'fenc de civada en bales rodones',
          'feno de aveia em rolos',
        ),
        brands: [],
        price: [35, 70],
        fixed: { formato: ['rotopaca'] },
        unit: t('la rotopaca', 'per round bale', 'la bala rodona', 'o rolo'),
        detail: t(
          'Guardado en nave, nunca se ha mojado. Posibilidad de porte.',
          'Stored under cover, never been rained on. Delivery possible.',
          "Guardat en nau, no s'ha mullat mai. Possibilitat de transport.",
          'Guardado em armazém, nunca apanhou chuva. Possibilidade de entrega.',
        ),
      },
      {
        noun: t('paja de trigo', 'wheat straw', 'palla de blat', 'palha de trigo'),
        brands: [],
        price: [3, 6],
        fixed: { formato: ['paca-pequena'] },
        unit: t('la paca', 'per bale', 'la bala', 'o fardo'),
      },
      {
        noun: t(
          'viruta para camas',
          'wood shavings for bedding',
          'encenall per a llits',
          'aparas de madeira para camas',
        ),
        brands: ['Allspan', 'Goldspan'],
        price: [8, 14],
        fixed: { formato: ['paca-pequena'] },
        unit: t('el fardo', 'per bale', 'la bala', 'o fardo'),
      },
    ],
  },
  grooming: {
    tags: ['grooming'],
    products: [
      {
        noun: t('esquiladora', 'clippers', 'esquiladora', 'máquina de tosquiar'),
        brands: ['Lister', 'Heiniger', 'Oster'],
        price: [90, 450],
        detail: t(
          'Cuchillas recién afiladas, con maletín.',
          'Freshly sharpened blades, with carry case.',
          'Fulles acabades d’esmolar, amb maletí.',
          'Lâminas acabadas de afiar, com mala.',
        ),
      },
      {
        noun: t(
          'kit de limpieza completo',
          'complete grooming kit',
          'kit de neteja complet',
          'kit de limpeza completo',
        ),
        brands: ['Haas', 'HKM', 'Grooming Deluxe'],
        price: [20, 90],
      },
      {
        noun: t(
          'cepillos de crin natural',
          'natural bristle brushes',
          'raspalls de crin natural',
          'escovas de crina natural',
        ),
        brands: ['Haas'],
        price: [15, 70],
      },
    ],
  },
  horseshoes_and_hoof_care: {
    tags: ['hoof'],
    products: [
      {
        noun: t(
          'lote de herraduras nuevas',
          'job lot of new horseshoes',
          'lot de ferradures noves',
          'lote de ferraduras novas',
        ),
        brands: ['Mustad', 'Kerckhaert', 'St. Croix'],
        price: [20, 120],
        detail: t(
          'Medidas variadas, de la 0 a la 3.',
          'Assorted sizes, 0 to 3.',
          'Mides variades, de la 0 a la 3.',
          'Tamanhos variados, do 0 ao 3.',
        ),
      },
      {
        noun: t('botas de casco', 'hoof boots', 'botes de casc', 'botas de casco'),
        brands: ['Cavallo', 'Easyboot', 'Scoot Boots'],
        price: [60, 180],
      },
      {
        noun: t('ungüento para cascos', 'hoof dressing', 'ungüent per als cascos', 'unguento para cascos'),
        brands: ['Keratex', 'Effol', 'Kevin Bacon’s'],
        price: [10, 35],
      },
    ],
  },
  veterinary_products: {
    tags: ['bottles'],
    products: [
      {
        noun: t(
          'spray de plata para heridas',
          'silver wound spray',
          'esprai de plata per a ferides',
          'spray de prata para feridas',
        ),
        brands: [],
        price: [8, 25],
      },
      {
        noun: t(
          'botiquín de cuadra',
          'stable first-aid kit',
          'farmaciola de quadra',
          'kit de primeiros socorros para cavalos',
        ),
        brands: [],
        price: [15, 60],
        detail: t(
          'Vendas, gasas, tijeras, termómetro y antiséptico.',
          'Bandages, gauze, scissors, thermometer and antiseptic.',
          'Benes, gases, tisores, termòmetre i antisèptic.',
          'Ligaduras, gazes, tesoura, termómetro e antissético.',
        ),
      },
      {
        noun: t('vendas cohesivas', 'cohesive bandages', 'benes cohesives', 'ligaduras coesivas'),
        brands: ['Vetrap'],
        price: [10, 40],
        unit: t('la caja de 18', 'per box of 18', 'la caixa de 18', 'a caixa de 18'),
      },
    ],
  },
  fly_protection: {
    tags: ['bottles', 'rug'],
    products: [
      {
        noun: t('máscara antimoscas', 'fly mask', 'màscara antimosques', 'máscara antimoscas'),
        brands: ['Cavallo', 'Horseware', 'Equilibrium'],
        price: [15, 50],
      },
      {
        noun: t('repelente de insectos', 'fly repellent', "repel·lent d'insectes", 'repelente de insetos'),
        brands: ['Absorbine', 'Zedan', 'NAF'],
        price: [10, 35],
      },
      {
        noun: t(
          'flecos antimoscas para cabezada',
          'browband fly fringe',
          'serrell antimosques per a capçana',
          'franja antimoscas para cabeçada',
        ),
        brands: ['HKM', 'Horze'],
        price: [5, 25],
      },
    ],
  },
};
