import type { PictureTag } from '../drawings/pictures.ts';
import { DISCIPLINES } from './horse-words.ts';
import { type AdBrief, capitalise, formatMoney, priceBetween, type Texts, type WrittenAd } from './writing.ts';

/**
 * Services (vets, farriers, lessons, livery…) and stables (boxes, farms, centres, grazing). Texts are
 * templates with {placeholders}; a line that needs a value the ad does not have is left out.
 */
interface Template {
  titles: readonly string[];
  lines: readonly string[];
  wantedTitles?: readonly string[];
  wantedLines?: readonly string[];
}

interface Service {
  tags: readonly PictureTag[];
  /** Price range (what it is for is in the texts); none where it has no price or depends on the place. */
  price?: readonly [number, number];
  texts: Texts<Template>;
}

const MODES: Record<string, Texts> = {
  'a-domicilio': {
    es: 'Me desplazo a domicilio, a cuadras y fincas.',
    en: 'Mobile service: I come to your yard.',
    ca: 'Em desplaço a domicili, a quadres i finques.',
    pt: 'Desloco-me ao domicílio, a cavalariças e quintas.',
  },
  'en-sus-instalaciones': {
    es: 'Atendemos en nuestras instalaciones, con boxes para los caballos que se quedan.',
    en: 'Seen at our own premises, with stables for horses that need to stay.',
    ca: 'Atenem a les nostres instal·lacions, amb boxs per als cavalls que s’hi queden.',
    pt: 'Atendemos nas nossas instalações, com boxes para os cavalos que ficam.',
  },
  urgencias: {
    es: 'Servicio de urgencias 24 horas, todos los días del año.',
    en: '24-hour emergency service, every day of the year.',
    ca: "Servei d'urgències 24 hores, tots els dies de l'any.",
    pt: 'Serviço de urgências 24 horas, todos os dias do ano.',
  },
};
const LEVELS: Record<string, Texts> = {
  iniciacion: {
    es: 'Ideal para quien empieza: caballos muy tranquilos y monitores titulados.',
    en: 'Ideal for beginners: very quiet horses and qualified instructors.',
    ca: 'Ideal per a qui comença: cavalls molt tranquils i monitors titulats.',
    pt: 'Ideal para quem começa: cavalos muito calmos e monitores certificados.',
  },
  intermedio: {
    es: 'Grupos reducidos para jinetes con algo de experiencia.',
    en: 'Small groups for riders with some experience.',
    ca: 'Grups reduïts per a genets amb una mica d’experiència.',
    pt: 'Grupos pequenos para cavaleiros com alguma experiência.',
  },
  avanzado: {
    es: 'Para jinetes con experiencia que quieren mejorar su técnica.',
    en: 'For experienced riders who want to polish their technique.',
    ca: 'Per a genets amb experiència que volen millorar la tècnica.',
    pt: 'Para cavaleiros com experiência que querem melhorar a técnica.',
  },
  competicion: {
    es: 'Preparamos a jinetes y caballos para concursos.',
    en: 'We prepare riders and horses for competitions.',
    ca: 'Preparem genets i cavalls per a concursos.',
    pt: 'Preparamos cavaleiros e cavalos para provas.',
  },
  ninos: {
    es: 'Clases y rutas especiales para niños a partir de 6 años.',
    en: 'Special lessons and rides for children aged 6 and up.',
    ca: 'Classes i rutes especials per a nens a partir de 6 anys.',
    pt: 'Aulas e passeios especiais para crianças a partir dos 6 anos.',
  },
};
const SCOPES: Record<string, Texts> = {
  local: {
    es: 'Trabajamos en {province} y provincias cercanas.',
    en: 'We cover {province} and the neighbouring provinces.',
    ca: 'Treballem a {province} i les comarques properes.',
    pt: 'Trabalhamos em {province} e concelhos vizinhos.',
  },
  nacional: {
    es: 'Viajes a toda España y Portugal.',
    en: 'Trips anywhere in Spain and Portugal.',
    ca: 'Viatges a tota la península.',
    pt: 'Viagens para todo o Portugal e Espanha.',
  },
  internacional: {
    es: 'Transporte nacional e internacional: Francia, Alemania, Bélgica y Países Bajos cada semana.',
    en: 'National and international transport: France, Germany, Belgium and the Netherlands every week.',
    ca: 'Transport nacional i internacional: França, Alemanya, Bèlgica i els Països Baixos cada setmana.',
    pt: 'Transporte nacional e internacional: França, Alemanha, Bélgica e Países Baixos todas as semanas.',
  },
};
const LIVERIES: Record<string, Texts> = {
  completo: {
    es: 'Pupilaje completo: comida tres veces al día, limpieza diaria del box y salida a paddock.',
    en: 'Full livery: fed three times a day, stable mucked out daily and turnout.',
    ca: 'Pupil·latge complet: menjar tres cops al dia, neteja diària del box i sortida a paddock.',
    pt: 'Pensão completa: comida três vezes ao dia, limpeza diária da boxe e saída ao paddock.',
  },
  medio: {
    es: 'Medio pupilaje: nosotros damos de comer y tú te encargas del resto.',
    en: 'Part livery: we feed, you do the rest.',
    ca: 'Mig pupil·latge: nosaltres donem menjar i tu t’encarregues de la resta.',
    pt: 'Meia pensão: nós damos de comer e o resto fica a seu cargo.',
  },
  'solo-box': {
    es: 'Solo box: tú te ocupas de tu caballo y nosotros de las instalaciones.',
    en: 'DIY livery: you look after your horse, we look after the yard.',
    ca: 'Només box: tu t’ocupes del teu cavall i nosaltres de les instal·lacions.',
    pt: 'Só boxe: trata do seu cavalo e nós das instalações.',
  },
  'en-pasto': {
    es: 'Pupilaje en pasto, en manada, con refugio y agua corriente.',
    en: 'Grass livery in a herd, with a field shelter and running water.',
    ca: 'Pupil·latge a pastura, en ramat, amb refugi i aigua corrent.',
    pt: 'Pensão em pastagem, em manada, com abrigo e água corrente.',
  },
  jubilados: {
    es: 'Residencia para caballos jubilados: vida en el campo, atención veterinaria y mucho cariño.',
    en: 'Retirement livery: life in the fields, vet care and plenty of love.',
    ca: 'Residència per a cavalls jubilats: vida al camp, atenció veterinària i molt d’afecte.',
    pt: 'Residência para cavalos reformados: vida no campo, cuidados veterinários e muito carinho.',
  },
};
const FACILITIES: Record<string, Texts> = {
  'pista-cubierta': {
    es: 'pista cubierta de 20 x 40',
    en: 'a 20 x 40 m indoor arena',
    ca: 'pista coberta de 20 x 40',
    pt: 'picadeiro coberto de 20 x 40',
  },
  'pista-exterior': {
    es: 'pista exterior de arena de 60 x 30',
    en: 'a 60 x 30 m outdoor sand arena',
    ca: 'pista exterior de sorra de 60 x 30',
    pt: 'picadeiro exterior de areia de 60 x 30',
  },
  'pista-de-galope': {
    es: 'pista de galope de 800 m',
    en: 'an 800 m gallop track',
    ca: 'pista de galop de 800 m',
    pt: 'pista de galope de 800 m',
  },
  caminador: {
    es: 'caminador para seis caballos',
    en: 'a six-horse walker',
    ca: 'caminador per a sis cavalls',
    pt: 'caminhador para seis cavalos',
  },
  paddocks: {
    es: 'paddocks individuales',
    en: 'individual paddocks',
    ca: 'paddocks individuals',
    pt: 'paddocks individuais',
  },
  pastos: { es: 'pastos vallados', en: 'fenced grazing', ca: 'pastures tancades', pt: 'pastagens vedadas' },
  duchas: {
    es: 'duchas con agua caliente',
    en: 'a hot-water wash bay',
    ca: 'dutxes amb aigua calenta',
    pt: 'duches com água quente',
  },
  guadarnes: {
    es: 'guadarnés con taquillas',
    en: 'a tack room with lockers',
    ca: "sala d'arreus amb taquilles",
    pt: 'sala de arreios com cacifos',
  },
  vivienda: {
    es: 'vivienda de tres dormitorios',
    en: 'a three-bedroom house',
    ca: 'habitatge de tres habitacions',
    pt: 'moradia de três quartos',
  },
};
const OPERATIONS: Record<string, Texts> = {
  venta: { es: 'Se vende', en: 'For sale:', ca: 'Es ven', pt: 'Vende-se' },
  alquiler: { es: 'Se alquila', en: 'To rent:', ca: 'Es lloga', pt: 'Arrenda-se' },
  traspaso: { es: 'Traspaso', en: 'Business for sale:', ca: 'Traspàs', pt: 'Trespassa-se' },
};
const HECTARES: Record<string, number> = { 'menos-de-1-ha': 0.6, '1-5-ha': 3, '5-20-ha': 12, 'mas-de-20-ha': 35 };
const BOXES: Record<string, number> = { '1-5': 4, '6-10': 8, '11-20': 14, 'mas-de-20': 26 };
const MONTHLY: Texts = { es: 'al mes', en: 'a month', ca: 'al mes', pt: 'por mês' };

const SERVICES: Record<string, Service> = {
  vets: {
    tags: ['stable', 'horse'],
    texts: {
      es: {
        titles: [
          'Veterinario equino en {province}',
          'Clínica ambulante de équidos en {town}',
          'Veterinaria de caballos: {modeShort}',
        ],
        lines: [
          'Veterinaria especializada en équidos con quince años de experiencia.',
          'Medicina interna, cojeras, reproducción, ecografía y radiología digital portátil.',
          '{mode}',
          'Atendemos {province} y alrededores. Pide cita por mensaje.',
        ],
        wantedTitles: ['Busco veterinario equino en {province}'],
        wantedLines: [
          'Necesito veterinario para una revisión de compra y vacunaciones de tres caballos en {town}.',
          'Preferiblemente con radiología portátil.',
        ],
      },
      en: {
        titles: ['Equine vet in {province}', 'Mobile equine vet, {town}'],
        lines: [
          'Equine vet with fifteen years of experience.',
          'Internal medicine, lameness work-ups, reproduction, ultrasound and portable digital X-ray.',
          '{mode}',
          'Covering {province} and nearby. Book by message.',
        ],
        wantedTitles: ['Wanted: equine vet in {province}'],
        wantedLines: [
          'Looking for a vet for a pre-purchase exam and vaccinations for three horses near {town}.',
          'Portable X-ray preferred.',
        ],
      },
      ca: {
        titles: ['Veterinari equí a {province}', 'Clínica ambulant d’èquids a {town}'],
        lines: [
          'Veterinària especialitzada en èquids amb quinze anys d’experiència.',
          'Medicina interna, coixeses, reproducció, ecografia i radiologia digital portàtil.',
          '{mode}',
          'Atenem {province} i rodalies. Demaneu cita per missatge.',
        ],
        wantedTitles: ['Busco veterinari equí a {province}'],
        wantedLines: ['Necessito veterinari per a una revisió de compra i vacunes de tres cavalls a {town}.'],
      },
      pt: {
        titles: ['Veterinário de equinos em {province}', 'Clínica ambulatória de equinos em {town}'],
        lines: [
          'Veterinária especializada em equinos com quinze anos de experiência.',
          'Medicina interna, claudicações, reprodução, ecografia e radiologia digital portátil.',
          '{mode}',
          'Atendemos {province} e arredores. Marcações por mensagem.',
        ],
        wantedTitles: ['Procuro veterinário de equinos em {province}'],
        wantedLines: ['Preciso de veterinário para exame de compra e vacinas de três cavalos em {town}.'],
      },
    },
  },
  farriers: {
    tags: ['hoof'],
    price: [55, 95],
    texts: {
      es: {
        titles: ['Herrador titulado en {province}', 'Herraje y podología equina en {town}'],
        lines: [
          'Herrador titulado con más de diez años de oficio.',
          'Herraje en frío y en caliente, herrajes ortopédicos y recortes para caballos descalzos.',
          '{mode}',
          'Herraje completo desde {price}.',
        ],
        wantedTitles: ['Busco herrador en {town}', 'Se necesita herrador para tres caballos'],
        wantedLines: [
          'Necesito herrador de confianza para tres caballos en {town}, cada seis o siete semanas.',
          'Uno de ellos lleva herraje ortopédico.',
        ],
      },
      en: {
        titles: ['Qualified farrier in {province}', 'Farrier and barefoot trimming, {town}'],
        lines: [
          'Qualified farrier with over ten years in the trade.',
          'Hot and cold shoeing, remedial shoeing and barefoot trims.',
          '{mode}',
          'Full set from {price}.',
        ],
        wantedTitles: ['Wanted: farrier near {town}'],
        wantedLines: ['Looking for a reliable farrier for three horses near {town}, every six to seven weeks.'],
      },
      ca: {
        titles: ['Ferrador titulat a {province}', 'Ferratge i podologia equina a {town}'],
        lines: [
          'Ferrador titulat amb més de deu anys d’ofici.',
          'Ferratge en fred i en calent, ferratges ortopèdics i retalls per a cavalls descalços.',
          '{mode}',
          'Ferratge complet des de {price}.',
        ],
        wantedTitles: ['Busco ferrador a {town}'],
        wantedLines: ['Necessito ferrador de confiança per a tres cavalls a {town}, cada sis o set setmanes.'],
      },
      pt: {
        titles: ['Ferrador certificado em {province}', 'Ferração e podologia equina em {town}'],
        lines: [
          'Ferrador certificado com mais de dez anos de ofício.',
          'Ferração a frio e a quente, ferração ortopédica e aparos para cavalos descalços.',
          '{mode}',
          'Ferração completa desde {price}.',
        ],
        wantedTitles: ['Procuro ferrador em {town}'],
        wantedLines: ['Preciso de um ferrador de confiança para três cavalos em {town}, a cada seis ou sete semanas.'],
      },
    },
  },
  equine_physiotherapy: {
    tags: ['horse', 'stable'],
    price: [45, 75],
    texts: {
      es: {
        titles: [
          'Fisioterapia equina en {province}',
          'Osteopatía y fisioterapia para caballos',
          'Fisioterapia y masaje para caballos de deporte en {town}',
        ],
        lines: [
          'Fisioterapeuta equina titulada, trabajo en equipo con tu veterinario.',
          'Masaje, estiramientos, electroterapia, láser y kinesiotaping; planes de recuperación tras lesión.',
          '{mode}',
          'Sesión desde {price}.',
        ],
      },
      en: {
        titles: [
          'Equine physiotherapy in {province}',
          'Equine osteopathy and physio',
          'Sports massage and physio for horses, {town}',
        ],
        lines: [
          'Qualified equine physiotherapist, working alongside your vet.',
          'Massage, stretching, electrotherapy, laser and kinesiotaping; rehab plans after injury.',
          '{mode}',
          'Sessions from {price}.',
        ],
      },
      ca: {
        titles: [
          'Fisioteràpia equina a {province}',
          'Osteopatia i fisioteràpia per a cavalls',
          'Fisioteràpia i massatge per a cavalls d’esport a {town}',
        ],
        lines: [
          'Fisioterapeuta equina titulada, treball en equip amb el vostre veterinari.',
          'Massatge, estiraments, electroteràpia, làser i kinesiotaping; plans de recuperació després de lesions.',
          '{mode}',
          'Sessió des de {price}.',
        ],
      },
      pt: {
        titles: [
          'Fisioterapia equina em {province}',
          'Osteopatia e fisioterapia para cavalos',
          'Fisioterapia e massagem para cavalos de desporto em {town}',
        ],
        lines: [
          'Fisioterapeuta equina certificada, em equipa com o seu veterinário.',
          'Massagem, alongamentos, eletroterapia, laser e kinesiotaping; planos de recuperação de lesões.',
          '{mode}',
          'Sessão desde {price}.',
        ],
      },
    },
  },
  training: {
    tags: ['arena', 'horse'],
    price: [300, 650],
    texts: {
      es: {
        titles: ['Doma de potros y reeducación en {town}', 'Entrenamiento de caballos de {discipline}'],
        lines: [
          'Domamos potros con paciencia y métodos respetuosos, y reeducamos caballos con problemas.',
          'Trabajo diario de {discipline} con jinete profesional y vídeos semanales para el propietario.',
          '{mode}',
          '{price} al mes, pupilaje incluido.',
        ],
      },
      en: {
        titles: ['Starting young horses and re-schooling, {town}', '{discipline} training for your horse'],
        lines: [
          'We start young horses patiently and re-school horses with problems.',
          'Daily {discipline} work with a professional rider and weekly videos for owners.',
          '{mode}',
          '{price} a month including livery.',
        ],
      },
      ca: {
        titles: ['Doma de poltres i reeducació a {town}', 'Entrenament de cavalls de {discipline}'],
        lines: [
          'Domem poltres amb paciència i mètodes respectuosos, i reeduquem cavalls amb problemes.',
          'Treball diari de {discipline} amb genet professional i vídeos setmanals per al propietari.',
          '{mode}',
          '{price} al mes, pupil·latge inclòs.',
        ],
      },
      pt: {
        titles: ['Desbaste de poldros e reeducação em {town}', 'Treino de cavalos de {discipline}'],
        lines: [
          'Desbastamos poldros com paciência e métodos respeitosos, e reeducamos cavalos com problemas.',
          'Trabalho diário de {discipline} com cavaleiro profissional e vídeos semanais para o proprietário.',
          '{mode}',
          '{price} por mês, com pensão incluída.',
        ],
      },
    },
  },
  riding_lessons: {
    tags: ['arena', 'pony'],
    price: [20, 45],
    texts: {
      es: {
        titles: ['Clases de equitación en {town}', 'Clases de {discipline} para todos los niveles'],
        lines: [
          'Escuela de equitación con caballos y ponis de escuela muy bien cuidados.',
          '{level}',
          'Clases de {discipline} en grupo o particulares, entre semana y sábados.',
          'Clase de una hora desde {price}; bonos mensuales.',
        ],
        wantedTitles: ['Busco profesor de {discipline} en {province}'],
        wantedLines: ['Tengo caballo propio y busco profesor de {discipline} que venga a la finca una vez por semana.'],
      },
      en: {
        titles: ['Riding lessons in {town}', '{discipline} lessons for every level'],
        lines: [
          'Riding school with well-kept school horses and ponies.',
          '{level}',
          'Group or private {discipline} lessons, weekdays and Saturdays.',
          'One-hour lesson from {price}; monthly passes.',
        ],
        wantedTitles: ['Wanted: {discipline} instructor in {province}'],
        wantedLines: [
          'I have my own horse and am looking for a {discipline} instructor to come to the yard once a week.',
        ],
      },
      ca: {
        titles: ["Classes d'equitació a {town}", 'Classes de {discipline} per a tots els nivells'],
        lines: [
          "Escola d'equitació amb cavalls i ponis d'escola molt ben cuidats.",
          '{level}',
          'Classes de {discipline} en grup o particulars, entre setmana i dissabtes.',
          "Classe d'una hora des de {price}; abonaments mensuals.",
        ],
        wantedTitles: ['Busco professor de {discipline} a {province}'],
        wantedLines: ['Tinc cavall propi i busco professor de {discipline} que vingui a la finca un cop per setmana.'],
      },
      pt: {
        titles: ['Aulas de equitação em {town}', 'Aulas de {discipline} para todos os níveis'],
        lines: [
          'Escola de equitação com cavalos e póneis de escola muito bem cuidados.',
          '{level}',
          'Aulas de {discipline} em grupo ou individuais, durante a semana e aos sábados.',
          'Aula de uma hora desde {price}; pacotes mensais.',
        ],
        wantedTitles: ['Procuro professor de {discipline} em {province}'],
        wantedLines: [
          'Tenho cavalo próprio e procuro professor de {discipline} que venha à quinta uma vez por semana.',
        ],
      },
    },
  },
  livery: {
    tags: ['stable', 'paddock'],
    price: [180, 650],
    texts: {
      es: {
        titles: ['Pupilaje en {town}', 'Boxes en pupilaje cerca de {town}'],
        lines: [
          '{livery}',
          'Instalaciones con {facility}, boxes amplios y vigilancia.',
          'Veterinario y herrador de confianza, y profesor para quien lo necesite.',
          '{price} al mes.',
        ],
        wantedTitles: ['Busco pupilaje en {province}', 'Busco pupilaje con {facility} cerca de {town}'],
        wantedLines: [
          'Busco pupilaje para mi caballo cerca de {town}, a ser posible con {facility}.',
          'Caballo tranquilo, sin vicios.',
        ],
      },
      en: {
        titles: ['Livery available in {town}', 'Stables to let on livery near {town}'],
        lines: [
          '{livery}',
          'The yard has {facility}, roomy stables and is manned day and night.',
          'Trusted vet and farrier, and an instructor for anyone who wants lessons.',
          '{price} a month.',
        ],
        wantedTitles: ['Livery wanted in {province}'],
        wantedLines: ['Looking for livery for my horse near {town}, ideally with {facility}.'],
      },
      ca: {
        titles: ['Pupil·latge a {town}', 'Boxs en pupil·latge a prop de {town}'],
        lines: [
          '{livery}',
          'Instal·lacions amb {facility}, boxs amplis i vigilància.',
          'Veterinari i ferrador de confiança, i professor per a qui el necessiti.',
          '{price} al mes.',
        ],
        wantedTitles: ['Busco pupil·latge a {province}'],
        wantedLines: ['Busco pupil·latge per al meu cavall a prop de {town}, si pot ser amb {facility}.'],
      },
      pt: {
        titles: ['Pensão para cavalos em {town}', 'Boxes em pensão perto de {town}'],
        lines: [
          '{livery}',
          'Instalações com {facility}, boxes amplas e vigilância.',
          'Veterinário e ferrador de confiança, e professor para quem precisar.',
          '{price} por mês.',
        ],
        wantedTitles: ['Procuro pensão para cavalo em {province}'],
        wantedLines: ['Procuro pensão para o meu cavalo perto de {town}, de preferência com {facility}.'],
      },
    },
  },
  horse_transport: {
    tags: ['trailer'],
    texts: {
      es: {
        titles: ['Transporte de caballos desde {province}', 'Transporte de caballos {scopeShort}'],
        lines: [
          'Camión homologado para seis caballos, con cámaras, ventilación y agua a bordo.',
          '{scope}',
          'Viajes semanales a ferias, concursos y clínicas.',
          'Certificado de transportista y seguro de la carga.',
        ],
        wantedTitles: ['Busco transporte para un caballo desde {province}'],
        wantedLines: [
          'Necesito transportar una yegua desde {town} el mes que viene.',
          'Pasadme presupuesto por mensaje.',
        ],
      },
      en: {
        titles: ['Horse transport from {province}', 'Horse transport, {scopeShort}'],
        lines: [
          'Licensed six-horse lorry with cameras, ventilation and water on board.',
          '{scope}',
          'Weekly runs to sales, shows and clinics.',
          'Transporter certificate and goods-in-transit insurance.',
        ],
        wantedTitles: ['Wanted: transport for one horse from {province}'],
        wantedLines: ['I need to move a mare from {town} next month. Quotes by message, please.'],
      },
      ca: {
        titles: ['Transport de cavalls des de {province}', 'Transport de cavalls {scopeShort}'],
        lines: [
          'Camió homologat per a sis cavalls, amb càmeres, ventilació i aigua a bord.',
          '{scope}',
          'Viatges setmanals a fires, concursos i clíniques.',
          'Certificat de transportista i assegurança de la càrrega.',
        ],
        wantedTitles: ['Busco transport per a un cavall des de {province}'],
        wantedLines: ['Necessito transportar una euga des de {town} el mes que ve. Pressupostos per missatge.'],
      },
      pt: {
        titles: ['Transporte de cavalos a partir de {province}', 'Transporte de cavalos {scopeShort}'],
        lines: [
          'Camião homologado para seis cavalos, com câmaras, ventilação e água a bordo.',
          '{scope}',
          'Viagens semanais para feiras, provas e clínicas.',
          'Certificado de transportador e seguro da carga.',
        ],
        wantedTitles: ['Procuro transporte para um cavalo a partir de {province}'],
        wantedLines: ['Preciso de transportar uma égua a partir de {town} no próximo mês. Orçamentos por mensagem.'],
      },
    },
  },
  trail_rides: {
    tags: ['trail'],
    price: [35, 120],
    texts: {
      es: {
        titles: ['Rutas a caballo por {province}', 'Paseos a caballo en {town}'],
        lines: [
          'Rutas guiadas de una hora, dos horas o día completo con comida en el campo.',
          '{level}',
          'Guías titulados y seguro incluido; casco para quien lo necesite.',
          'Desde {price} por persona.',
        ],
      },
      en: {
        titles: ['Trail rides in {province}', 'Horse riding trips from {town}'],
        lines: [
          'Guided rides of one hour, two hours or a full day with a picnic lunch.',
          '{level}',
          'Qualified guides and insurance included; helmets for anyone who needs one.',
          'From {price} per person.',
        ],
      },
      ca: {
        titles: ['Rutes a cavall per {province}', 'Passejades a cavall a {town}'],
        lines: [
          "Rutes guiades d'una hora, dues hores o dia sencer amb dinar al camp.",
          '{level}',
          'Guies titulats i assegurança inclosa; casc per a qui el necessiti.',
          'Des de {price} per persona.',
        ],
      },
      pt: {
        titles: ['Passeios a cavalo em {province}', 'Passeios a cavalo em {town}'],
        lines: [
          'Passeios guiados de uma hora, duas horas ou dia inteiro com almoço no campo.',
          '{level}',
          'Guias certificados e seguro incluído; capacete para quem precisar.',
          'Desde {price} por pessoa.',
        ],
      },
    },
  },
  stables_to_rent: {
    tags: ['stable'],
    price: [150, 400],
    texts: {
      es: {
        titles: ['Alquilo boxes en {town}', 'Boxes en alquiler cerca de {town}'],
        lines: [
          'Alquilo {boxes} boxes de 3,5 x 3,5 m con ventana y bebedero automático.',
          '{livery}',
          'Hay {facility}.',
          '{price} al mes por box.',
        ],
        wantedTitles: ['Busco box en alquiler en {town}'],
        wantedLines: ['Busco uno o dos boxes en alquiler cerca de {town}, con salida a paddock.'],
      },
      en: {
        titles: ['Stables to rent in {town}', 'Stables available near {town}'],
        lines: [
          '{boxes} stables of 3.5 x 3.5 m with windows and automatic drinkers.',
          '{livery}',
          'There is {facility}.',
          '{price} a month per stable.',
        ],
        wantedTitles: ['Wanted: stable to rent near {town}'],
        wantedLines: ['Looking for one or two stables to rent near {town}, with turnout.'],
      },
      ca: {
        titles: ['Llogo boxs a {town}', 'Boxs de lloguer a prop de {town}'],
        lines: [
          'Llogo {boxes} boxs de 3,5 x 3,5 m amb finestra i abeurador automàtic.',
          '{livery}',
          'Hi ha {facility}.',
          '{price} al mes per box.',
        ],
        wantedTitles: ['Busco box de lloguer a {town}'],
        wantedLines: ['Busco un o dos boxs de lloguer a prop de {town}, amb sortida a paddock.'],
      },
      pt: {
        titles: ['Arrendo boxes em {town}', 'Boxes para arrendar perto de {town}'],
        lines: [
          'Arrendo {boxes} boxes de 3,5 x 3,5 m com janela e bebedouro automático.',
          '{livery}',
          'Há {facility}.',
          '{price} por mês por boxe.',
        ],
        wantedTitles: ['Procuro boxe para arrendar em {town}'],
        wantedLines: ['Procuro uma ou duas boxes para arrendar perto de {town}, com saída ao paddock.'],
      },
    },
  },
  equestrian_properties: {
    tags: ['property', 'stable'],
    texts: {
      es: {
        titles: ['{operation} finca ecuestre en {town}', '{operation} finca de {hectares} ha con {boxes} boxes'],
        lines: [
          'Finca de {hectares} ha con casa de campo, {boxes} boxes y {facility}.',
          'Agua de pozo, luz y acceso asfaltado.',
          'A diez minutos de {town}.',
          'Precio: {price}.',
        ],
        wantedTitles: ['Busco finca para caballos en {province}'],
        wantedLines: ['Busco finca de al menos 2 ha para tener mis caballos en {province}, en compra o alquiler.'],
      },
      en: {
        titles: ['{operation} equestrian property in {town}', '{operation} {hectares} ha farm with {boxes} stables'],
        lines: [
          '{hectares} ha property with a farmhouse, {boxes} stables and {facility}.',
          'Well water, mains electricity and tarmac access.',
          'Ten minutes from {town}.',
          'Price: {price}.',
        ],
        wantedTitles: ['Wanted: equestrian property in {province}'],
        wantedLines: ['Looking to buy or rent a property of at least 2 ha for my horses in {province}.'],
      },
      ca: {
        titles: ['{operation} finca eqüestre a {town}', '{operation} finca de {hectares} ha amb {boxes} boxs'],
        lines: [
          'Finca de {hectares} ha amb masia, {boxes} boxs i {facility}.',
          'Aigua de pou, llum i accés asfaltat.',
          'A deu minuts de {town}.',
          'Preu: {price}.',
        ],
        wantedTitles: ['Busco finca per a cavalls a {province}'],
        wantedLines: [
          'Busco finca de com a mínim 2 ha per tenir-hi els meus cavalls a {province}, de compra o de lloguer.',
        ],
      },
      pt: {
        titles: ['{operation} quinta equestre em {town}', '{operation} quinta de {hectares} ha com {boxes} boxes'],
        lines: [
          'Quinta de {hectares} ha com casa, {boxes} boxes e {facility}.',
          'Água de furo, eletricidade e acesso alcatroado.',
          'A dez minutos de {town}.',
          'Preço: {price}.',
        ],
        wantedTitles: ['Procuro quinta para cavalos em {province}'],
        wantedLines: [
          'Procuro quinta com pelo menos 2 ha para os meus cavalos em {province}, para comprar ou arrendar.',
        ],
      },
    },
  },
  equestrian_centres: {
    tags: ['stable', 'arena'],
    texts: {
      es: {
        titles: ['{operation} centro ecuestre en {town}', '{operation} club hípico en funcionamiento'],
        lines: [
          'Centro hípico con {boxes} boxes ocupados, escuela de equitación y cafetería.',
          'Cuenta con {facility} y {hectares} ha de terreno.',
          'Cartera de clientes consolidada y buena reputación en la zona.',
          'Precio: {price}.',
        ],
      },
      en: {
        titles: ['{operation} equestrian centre in {town}', '{operation} established riding centre'],
        lines: [
          'Riding centre with {boxes} occupied stables, a riding school and a café.',
          'It has {facility} and {hectares} ha of land.',
          'Loyal clients and a good name in the area.',
          'Price: {price}.',
        ],
      },
      ca: {
        titles: ['{operation} centre eqüestre a {town}', '{operation} club hípic en funcionament'],
        lines: [
          "Centre hípic amb {boxes} boxs ocupats, escola d'equitació i cafeteria.",
          'Té {facility} i {hectares} ha de terreny.',
          'Cartera de clients consolidada i bona reputació a la zona.',
          'Preu: {price}.',
        ],
      },
      pt: {
        titles: ['{operation} centro equestre em {town}', '{operation} centro hípico em funcionamento'],
        lines: [
          'Centro hípico com {boxes} boxes ocupadas, escola de equitação e cafetaria.',
          'Tem {facility} e {hectares} ha de terreno.',
          'Carteira de clientes consolidada e boa reputação na zona.',
          'Preço: {price}.',
        ],
      },
    },
  },
  paddocks_and_grazing: {
    tags: ['paddock'],
    texts: {
      es: {
        titles: ['{operation} parcela para caballos en {town}', '{operation} terreno de {hectares} ha con cerca'],
        lines: [
          'Parcela de {hectares} ha vallada, con agua, refugio y buen pasto.',
          'Acceso directo desde camino asfaltado.',
          'Precio: {price}.',
        ],
        wantedTitles: ['Busco terreno para dos caballos en {province}'],
        wantedLines: ['Busco parcela con pasto para dos caballos cerca de {town}, en alquiler.'],
      },
      en: {
        titles: ['{operation} grazing for horses in {town}', '{operation} {hectares} ha fenced land'],
        lines: [
          '{hectares} ha of fenced grazing with water and a field shelter.',
          'Direct access from a tarmac lane.',
          'Price: {price}.',
        ],
        wantedTitles: ['Wanted: grazing for two horses in {province}'],
        wantedLines: ['Looking to rent grazing for two horses near {town}.'],
      },
      ca: {
        titles: ['{operation} parcel·la per a cavalls a {town}', '{operation} terreny de {hectares} ha tancat'],
        lines: [
          'Parcel·la de {hectares} ha tancada, amb aigua, refugi i bona pastura.',
          'Accés directe des de camí asfaltat.',
          'Preu: {price}.',
        ],
        wantedTitles: ['Busco terreny per a dos cavalls a {province}'],
        wantedLines: ['Busco parcel·la amb pastura per a dos cavalls a prop de {town}, de lloguer.'],
      },
      pt: {
        titles: ['{operation} terreno para cavalos em {town}', '{operation} terreno de {hectares} ha vedado'],
        lines: [
          'Terreno de {hectares} ha vedado, com água, abrigo e bom pasto.',
          'Acesso direto por estrada alcatroada.',
          'Preço: {price}.',
        ],
        wantedTitles: ['Procuro terreno para dois cavalos em {province}'],
        wantedLines: ['Procuro terreno com pasto para dois cavalos perto de {town}, para arrendar.'],
      },
    },
  },
  stable_construction: {
    tags: ['stable'],
    price: [1_800, 6_000],
    texts: {
      es: {
        titles: ['Boxes prefabricados a medida', 'Construcción de cuadras y boxes de madera'],
        lines: [
          'Fabricamos boxes interiores y exteriores en madera tratada y acero galvanizado.',
          'Presupuesto sin compromiso; montaje en toda la península.',
          'Box exterior desde {price}.',
        ],
      },
      en: {
        titles: ['Made-to-measure stables', 'Timber stables and stable blocks built'],
        lines: [
          'We build internal and external stables in treated timber and galvanised steel.',
          'Free quotes; we install anywhere in Spain and Portugal.',
          'External stables from {price} each.',
        ],
      },
      ca: {
        titles: ['Boxs prefabricats a mida', 'Construcció de quadres i boxs de fusta'],
        lines: [
          'Fabriquem boxs interiors i exteriors de fusta tractada i acer galvanitzat.',
          'Pressupost sense compromís; muntatge a tota la península.',
          'Box exterior des de {price}.',
        ],
      },
      pt: {
        titles: ['Boxes pré-fabricadas por medida', 'Construção de cavalariças e boxes de madeira'],
        lines: [
          'Fabricamos boxes interiores e exteriores em madeira tratada e aço galvanizado.',
          'Orçamento sem compromisso; montagem em todo o país.',
          'Boxe exterior desde {price}.',
        ],
      },
    },
  },
};

export function isServiceSubcategory(subcategory: string): boolean {
  return subcategory in SERVICES;
}

/** Whether buyers write "wanted" ads in this subcategory (the demo has texts for them). */
export function hasWantedTexts(subcategory: string): boolean {
  return Boolean(SERVICES[subcategory]?.texts.es.wantedTitles);
}

const SHORT: Record<string, Texts> = {
  urgencias: { es: 'urgencias 24 h', en: '24-hour emergencies', ca: 'urgències 24 h', pt: 'urgências 24 h' },
  'a-domicilio': { es: 'a domicilio', en: 'mobile service', ca: 'a domicili', pt: 'ao domicílio' },
  'en-sus-instalaciones': { es: 'clínica propia', en: 'own clinic', ca: 'clínica pròpia', pt: 'clínica própria' },
  local: { es: 'en la zona', en: 'local', ca: 'a la zona', pt: 'na região' },
  nacional: { es: 'a toda España', en: 'nationwide', ca: 'a tota la península', pt: 'para todo o país' },
  internacional: {
    es: 'nacional e internacional',
    en: 'national and international',
    ca: 'nacional i internacional',
    pt: 'nacional e internacional',
  },
};

/** Prices of places by what is done with them: a sale, a monthly rent, a business transfer. */
const PLACE_PRICES: Record<string, Record<string, readonly [number, number]>> = {
  equestrian_properties: { venta: [180_000, 1_500_000], alquiler: [1_200, 4_500], traspaso: [40_000, 180_000] },
  equestrian_centres: { venta: [300_000, 2_500_000], alquiler: [2_500, 8_000], traspaso: [60_000, 250_000] },
  paddocks_and_grazing: { venta: [15_000, 120_000], alquiler: [80, 400], traspaso: [5_000, 20_000] },
};

/** A service or a place, filled in from the subcategory's filters so text and filters agree. */
export function writeServiceAd(brief: AdBrief, filtersOf: (subcategory: string) => Map<string, string[]>): WrittenAd {
  const service = SERVICES[brief.subcategory];
  if (!service) throw new Error(`No service texts for ${brief.subcategory}`);
  const { random, language } = brief;
  const available = filtersOf(brief.subcategory);
  const choose = (slug: string, weights?: Record<string, number>) => {
    const items = available.get(slug);
    if (!items) return undefined;
    return weights
      ? random.weighted(
          items,
          items.map((item) => weights[item] ?? 1),
        )
      : random.pick(items);
  };
  const operation = choose('operacion', {
    venta: 5,
    alquiler: 3,
    traspaso: brief.subcategory === 'equestrian_centres' ? 3 : 0,
  });
  const values = {
    mode: choose('modalidad'),
    level: choose('nivel'),
    scope: choose('ambito'),
    livery: choose('tipo-de-pupilaje', { completo: 4, medio: 2, 'solo-box': 2, 'en-pasto': 2, jubilados: 1 }),
    // Someone looking for livery asks for an arena or turnout, not for a house or a tack room.
    facility: choose(
      'instalaciones',
      brief.type === 'demand' ? { vivienda: 0, guadarnes: 0, 'pista-de-galope': 0 } : undefined,
    ),
    operation,
    area: choose(
      'superficie',
      brief.subcategory === 'paddocks_and_grazing'
        ? { 'menos-de-1-ha': 2, '1-5-ha': 3, '5-20-ha': 1, 'mas-de-20-ha': 0 }
        : { 'menos-de-1-ha': 0 },
    ),
    boxes: choose('numero-de-boxes', brief.subcategory === 'equestrian_centres' ? { '1-5': 0, '6-10': 1 } : undefined),
  };
  const disciplines = available.has('disciplina')
    ? random.sample(
        [
          'doma-clasica',
          'salto',
          'doma-clasica',
          'salto',
          'doma-vaquera',
          'concurso-completo',
          'equitacion-de-trabajo',
        ],
        random.int(1, 2),
      )
    : [];
  const filterValues: Record<string, string[]> = {};
  const single: [string, string | undefined][] = [
    ['modalidad', values.mode],
    ['nivel', values.level],
    ['ambito', values.scope],
    ['tipo-de-pupilaje', values.livery],
    ['instalaciones', values.facility],
    ['operacion', values.operation],
    ['superficie', values.area],
    ['numero-de-boxes', values.boxes],
  ];
  for (const [slug, item] of single) if (item) filterValues[slug] = [item];
  if (disciplines.length > 0) filterValues.disciplina = [...new Set(disciplines)];

  const demand = brief.type === 'demand';
  const range = operation ? PLACE_PRICES[brief.subcategory]?.[operation] : service.price;
  const price = !range || (demand && random.chance(0.7)) ? null : priceBetween(random, range[0], range[1]);
  const money = price ? formatMoney(language, price) : undefined;
  const hectares = values.area ? HECTARES[values.area] : undefined;
  const fill: Record<string, string | undefined> = {
    town: brief.town,
    province: brief.province,
    // Service templates say what the price is for ("la clase", "al mes"); a rented place says it here.
    price: money && operation === 'alquiler' ? `${money} ${MONTHLY[language]}` : money,
    discipline: DISCIPLINES[disciplines[0] ?? 'doma-clasica']?.[language],
    mode: values.mode ? MODES[values.mode]?.[language] : undefined,
    modeShort: values.mode ? SHORT[values.mode]?.[language] : undefined,
    level: values.level ? LEVELS[values.level]?.[language] : undefined,
    scope: values.scope ? SCOPES[values.scope]?.[language] : undefined,
    scopeShort: values.scope ? SHORT[values.scope]?.[language] : undefined,
    livery: values.livery ? LIVERIES[values.livery]?.[language] : undefined,
    facility: values.facility ? FACILITIES[values.facility]?.[language] : undefined,
    operation: operation ? OPERATIONS[operation]?.[language] : undefined,
    hectares: hectares ? hectares.toLocaleString(language === 'en' ? 'en-GB' : 'es-ES') : undefined,
    boxes: values.boxes ? String(BOXES[values.boxes]) : String(random.int(2, 6)),
  };
  const template = service.texts[language];
  const titles = demand ? (template.wantedTitles ?? template.titles) : template.titles;
  const lines = demand ? (template.wantedLines ?? template.lines) : template.lines;
  const usable = (text: string) =>
    [...text.matchAll(/\{(\w+)\}/g)].every((match) => fill[match[1] ?? ''] !== undefined);
  const render = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => fill[key] ?? '');
  const title = render(random.pick(titles.filter(usable).length > 0 ? titles.filter(usable) : titles));
  const description = lines
    .filter(usable)
    .map((line) => render(render(line)))
    .join(' ');
  return {
    title: capitalise(title),
    description,
    price,
    filterValues,
    horse: {},
    photos: { tags: service.tags },
  };
}
