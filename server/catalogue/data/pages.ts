import type { Localized } from '../../../common/locale/locales.ts';

export interface PageSeed {
  key: string;
  slug: Localized;
  title: Localized;
  place: 'policy' | 'useful';
  /** Paragraphs separated by a blank line, `## ` headings and `- ` bullet lines. */
  body: Localized;
}

/** Joins a page's blocks (paragraphs, headings, lists) with the blank line the markup separates them by. */
function body(...blocks: string[]): string {
  return blocks.join('\n\n');
}

function heading(text: string): string {
  return `## ${text}`;
}

function list(...items: string[]): string {
  return items.map((text) => `- ${text}`).join('\n');
}

const CONTACT_EMAIL = 'hola@galope.example';

const TERMS_OF_USE: PageSeed = {
  key: 'terms_of_use',
  slug: { es: 'terminos_de_uso', en: 'terms_of_use', ca: 'termes_d_us', pt: 'termos_de_uso' },
  title: { es: 'Términos de uso', en: 'Terms of use', ca: "Termes d'ús", pt: 'Termos de uso' },
  place: 'policy',
  body: {
    es: body(
      'Estos términos regulan el uso de Galope, un sitio de anuncios clasificados de caballos, ponis y todo lo relacionado con el mundo ecuestre. Al registrarte o publicar un anuncio, los aceptas.',
      heading('Un servicio gratuito'),
      'Publicar, buscar y contactar con los anunciantes es gratis. Galope no cobra comisiones ni interviene en las ventas: el acuerdo, el pago y la entrega son cosa del comprador y del vendedor.',
      heading('Tus anuncios, tu responsabilidad'),
      list(
        'Publica solo lo que es tuyo o lo que estás autorizado a vender, con fotos propias y una descripción veraz.',
        'Un anuncio por caballo o artículo; no dupliques anuncios.',
        'Los caballos deben estar identificados como exige la ley (pasaporte equino y microchip).',
        'Respondes de lo que anuncias y de lo que escribes en el chat.',
      ),
      heading('Contenido prohibido'),
      list(
        'Animales que no sean équidos, y animales robados o sin la documentación obligatoria.',
        'Medicamentos con receta veterinaria, sustancias dopantes y productos de venta restringida.',
        'Anuncios falsos, peticiones de pago por adelantado o cualquier otro intento de estafa.',
        'Enlaces externos, spam y contenido ofensivo, discriminatorio o que vulnere derechos de terceros.',
      ),
      heading('Moderación'),
      'Revisamos los anuncios antes de publicarlos y podemos rechazarlos, retirarlos o suspender las cuentas que incumplan estos términos. Cualquier usuario puede denunciar un anuncio o un mensaje, y revisamos cada denuncia.',
      heading('Datos personales'),
      `Tratamos tus datos conforme al Reglamento General de Protección de Datos (RGPD) y a la Ley Orgánica 3/2018, solo para prestar el servicio: tu cuenta, tus anuncios y tus mensajes. No vendemos tus datos. Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a ${CONTACT_EMAIL}, y reclamar ante la Agencia Española de Protección de Datos o la autoridad de tu país.`,
      heading('Ley aplicable'),
      'Estos términos se rigen por la ley española. Si eres consumidor, conservas los derechos que te reconozca la ley de tu país de residencia.',
    ),
    en: body(
      'These terms govern the use of Galope, a classified-ads site for horses, ponies and everything equestrian. By signing up or posting an ad, you accept them.',
      heading('A free service'),
      'Posting, searching and contacting advertisers costs nothing. Galope charges no commission and takes no part in sales: the deal, the payment and the handover are between buyer and seller.',
      heading('Your ads, your responsibility'),
      list(
        'Only post what you own or are authorised to sell, with your own photos and an honest description.',
        'One ad per horse or item; do not post duplicates.',
        'Horses must be identified as the law requires (equine passport and microchip).',
        'You answer for what you advertise and for what you write in the chat.',
      ),
      heading('Forbidden content'),
      list(
        'Animals other than equines, and stolen animals or animals without the compulsory documents.',
        'Prescription-only veterinary medicines, doping substances and other restricted products.',
        'Fake ads, requests for payment in advance or any other attempt at fraud.',
        'External links, spam, and content that is offensive, discriminatory or infringes the rights of others.',
      ),
      heading('Moderation'),
      'We review ads before they go live and may refuse or remove them, or suspend accounts that break these terms. Anyone can report an ad or a message, and we look into every report.',
      heading('Personal data'),
      `We process your data under the General Data Protection Regulation (GDPR) and Spain's Organic Law 3/2018, only to provide the service: your account, your ads and your messages. We do not sell your data. You can exercise your rights of access, rectification, erasure, objection, restriction and portability by writing to ${CONTACT_EMAIL}, and you may complain to the Spanish Data Protection Agency (AEPD) or to the authority in your country.`,
      heading('Governing law'),
      'These terms are governed by Spanish law. If you are a consumer, you keep any rights the law of your country of residence gives you.',
    ),
    ca: body(
      "Aquests termes regulen l'ús de Galope, un lloc d'anuncis classificats de cavalls, ponis i tot el que té a veure amb el món eqüestre. En registrar-te o publicar un anunci, els acceptes.",
      heading('Un servei gratuït'),
      "Publicar, cercar i contactar amb els anunciants és gratuït. Galope no cobra comissions ni intervé en les vendes: l'acord, el pagament i el lliurament són cosa del comprador i del venedor.",
      heading('Els teus anuncis, la teva responsabilitat'),
      list(
        'Publica només allò que és teu o que estàs autoritzat a vendre, amb fotos pròpies i una descripció verídica.',
        'Un anunci per cavall o article; no dupliquis anuncis.',
        "Els cavalls han d'estar identificats com exigeix la llei (passaport equí i microxip).",
        'Respons del que anuncies i del que escrius al xat.',
      ),
      heading('Contingut prohibit'),
      list(
        'Animals que no siguin èquids, i animals robats o sense la documentació obligatòria.',
        'Medicaments amb recepta veterinària, substàncies dopants i productes de venda restringida.',
        "Anuncis falsos, peticions de pagament per avançat o qualsevol altre intent d'estafa.",
        'Enllaços externs, correu brossa i contingut ofensiu, discriminatori o que vulneri drets de tercers.',
      ),
      heading('Moderació'),
      'Revisem els anuncis abans de publicar-los i podem rebutjar-los, retirar-los o suspendre els comptes que incompleixin aquests termes. Qualsevol usuari pot denunciar un anunci o un missatge, i revisem cada denúncia.',
      heading('Dades personals'),
      `Tractem les teves dades d'acord amb el Reglament general de protecció de dades (RGPD) i la Llei orgànica 3/2018, només per prestar el servei: el teu compte, els teus anuncis i els teus missatges. No venem les teves dades. Pots exercir els drets d'accés, rectificació, supressió, oposició, limitació i portabilitat escrivint a ${CONTACT_EMAIL}, i presentar una reclamació davant l'Agència Espanyola de Protecció de Dades o l'autoritat del teu país.`,
      heading('Llei aplicable'),
      'Aquests termes es regeixen per la llei espanyola. Si ets consumidor, conserves els drets que et reconegui la llei del teu país de residència.',
    ),
    pt: body(
      'Estes termos regulam a utilização do Galope, um site de anúncios classificados de cavalos, póneis e tudo o que diz respeito ao mundo equestre. Ao registar-se ou publicar um anúncio, está a aceitá-los.',
      heading('Um serviço gratuito'),
      'Publicar, pesquisar e contactar os anunciantes é gratuito. O Galope não cobra comissões nem intervém nas vendas: o acordo, o pagamento e a entrega ficam entre comprador e vendedor.',
      heading('Os seus anúncios, a sua responsabilidade'),
      list(
        'Publique apenas o que é seu ou o que está autorizado a vender, com fotografias próprias e uma descrição verdadeira.',
        'Um anúncio por cavalo ou artigo; não duplique anúncios.',
        'Os cavalos devem estar identificados como a lei exige (passaporte equino e microchip).',
        'É responsável pelo que anuncia e pelo que escreve no chat.',
      ),
      heading('Conteúdo proibido'),
      list(
        'Animais que não sejam equídeos, e animais roubados ou sem a documentação obrigatória.',
        'Medicamentos sujeitos a receita médico-veterinária, substâncias dopantes e produtos de venda restrita.',
        'Anúncios falsos, pedidos de pagamento antecipado ou qualquer outra tentativa de burla.',
        'Ligações externas, spam e conteúdo ofensivo, discriminatório ou que viole direitos de terceiros.',
      ),
      heading('Moderação'),
      'Revemos os anúncios antes de serem publicados e podemos recusá-los, retirá-los ou suspender as contas que não cumpram estes termos. Qualquer utilizador pode denunciar um anúncio ou uma mensagem, e analisamos todas as denúncias.',
      heading('Dados pessoais'),
      `Tratamos os seus dados de acordo com o Regulamento Geral sobre a Proteção de Dados (RGPD) e a lei orgânica espanhola 3/2018, apenas para prestar o serviço: a sua conta, os seus anúncios e as suas mensagens. Não vendemos os seus dados. Pode exercer os direitos de acesso, retificação, apagamento, oposição, limitação e portabilidade escrevendo para ${CONTACT_EMAIL}, e apresentar reclamação à autoridade de controlo (em Espanha, a AEPD; em Portugal, a CNPD).`,
      heading('Lei aplicável'),
      'Estes termos regem-se pela lei espanhola. Se for consumidor, mantém os direitos que lhe sejam reconhecidos pela lei do seu país de residência.',
    ),
  },
};

const WHO_ARE_WE: PageSeed = {
  key: 'who_are_we',
  slug: { es: 'quienes_somos', en: 'who_are_we', ca: 'qui_som', pt: 'quem_somos' },
  title: { es: 'Quiénes somos', en: 'Who we are', ca: 'Qui som', pt: 'Quem somos' },
  place: 'policy',
  body: {
    es: body(
      'Galope es el sitio de anuncios gratuito para quien vive el mundo del caballo: caballos y ponis, semen, material de equitación, ropa, cuidados, servicios y cuadras, en un solo lugar.',
      heading('Por qué existe'),
      'Lo empezamos jinetes y criadores cansados de dos cosas: pagar comisiones por vender un caballo y buscar entre cientos de anuncios sin poder filtrar por lo que de verdad importa. Además, en los portales generalistas a menudo ni siquiera se pueden anunciar animales.',
      heading('Qué ofrecemos'),
      list(
        'Publicar es gratis y no cobramos comisión por ninguna venta.',
        'Filtros pensados para caballos: raza, sexo, edad, alzada, capa, disciplina y documentación.',
        'Un chat con el vendedor dentro de cada anuncio, para que toda la conversación quede en un solo sitio.',
        'Anuncios revisados antes de publicarse y un botón para denunciar lo que no encaje.',
        'Búsqueda por país, comunidad, provincia y localidad.',
        'Cuatro idiomas: español, inglés, catalán y portugués.',
      ),
      heading('Cómo lo hacemos'),
      'Revisamos los anuncios antes de que aparezcan, retiramos a quien intenta estafar y publicamos guías sencillas para comprar con seguridad y anunciar bien. Creemos que un buen anuncio, con fotos claras, vídeo y los defectos contados con honestidad, vende antes y mejor.',
      `Galope crece con lo que nos contáis. Si echas en falta un filtro, una raza o una categoría, escríbenos a ${CONTACT_EMAIL}.`,
    ),
    en: body(
      'Galope is the free classified-ads site for everyone who lives the horse world: horses and ponies, semen, riding equipment, clothing, care, services and stables, all in one place.',
      heading('Why it exists'),
      'It was started by riders and breeders tired of two things: paying commission to sell a horse, and scrolling through hundreds of ads with no way to filter by what really matters. On general classifieds sites, you often cannot advertise animals at all.',
      heading('What we offer'),
      list(
        'Posting is free and we take no commission on any sale.',
        'Filters made for horses: breed, sex, age, height, colour, discipline and papers.',
        'A chat with the seller inside every ad, so the whole conversation stays in one place.',
        'Ads checked before they go live, and a button to report anything that looks wrong.',
        'Search by country, region, province and town.',
        'Four languages: Spanish, English, Catalan and Portuguese.',
      ),
      heading('How we work'),
      'We review ads before they appear, remove anyone who tries to scam, and publish simple guides to buying safely and writing a good ad. We believe a good ad, with clear photos, a video and honest faults, sells sooner and better.',
      `Galope grows with your feedback. If a filter, a breed or a category is missing, write to us at ${CONTACT_EMAIL}.`,
    ),
    ca: body(
      "Galope és el lloc d'anuncis gratuït per a tots els qui viuen el món del cavall: cavalls i ponis, semen, material d'equitació, roba, cura, serveis i quadres, tot en un sol lloc.",
      heading('Per què existeix'),
      "El vam començar genets i criadors cansats de dues coses: pagar comissions per vendre un cavall i buscar entre centenars d'anuncis sense poder filtrar pel que de debò importa. A més, als portals generalistes sovint ni tan sols s'hi poden anunciar animals.",
      heading('Què oferim'),
      list(
        'Publicar és gratuït i no cobrem cap comissió per les vendes.',
        'Filtres pensats per a cavalls: raça, sexe, edat, alçada, capa, disciplina i documentació.',
        'Un xat amb el venedor dins de cada anunci, perquè tota la conversa quedi en un sol lloc.',
        'Anuncis revisats abans de publicar-se i un botó per denunciar el que no quadri.',
        'Cerca per país, comunitat, província i població.',
        'Quatre idiomes: castellà, anglès, català i portuguès.',
      ),
      heading('Com ho fem'),
      'Revisem els anuncis abans que apareguin, retirem qui intenta estafar i publiquem guies senzilles per comprar amb seguretat i anunciar-se bé. Creiem que un bon anunci, amb fotos clares, vídeo i els defectes explicats amb honestedat, es ven abans i millor.',
      `Galope creix amb el que ens expliqueu. Si trobes a faltar un filtre, una raça o una categoria, escriu-nos a ${CONTACT_EMAIL}.`,
    ),
    pt: body(
      'O Galope é o site de anúncios gratuito para quem vive o mundo do cavalo: cavalos e póneis, sémen, material de equitação, vestuário, cuidados, serviços e cavalariças, tudo num só lugar.',
      heading('Porque existe'),
      'Foi criado por cavaleiros e criadores cansados de duas coisas: pagar comissões para vender um cavalo e procurar entre centenas de anúncios sem poder filtrar pelo que realmente importa. Além disso, nos sites de classificados generalistas muitas vezes nem sequer é possível anunciar animais.',
      heading('O que oferecemos'),
      list(
        'Publicar é gratuito e não cobramos comissão sobre nenhuma venda.',
        'Filtros pensados para cavalos: raça, sexo, idade, altura, pelagem, disciplina e documentação.',
        'Um chat com o vendedor dentro de cada anúncio, para que toda a conversa fique num só sítio.',
        'Anúncios revistos antes de serem publicados e um botão para denunciar o que não estiver bem.',
        'Pesquisa por país, região, província e localidade.',
        'Quatro línguas: espanhol, inglês, catalão e português.',
      ),
      heading('Como o fazemos'),
      'Revemos os anúncios antes de aparecerem, afastamos quem tenta burlar e publicamos guias simples para comprar em segurança e anunciar bem. Acreditamos que um bom anúncio, com fotografias claras, vídeo e os defeitos contados com honestidade, vende mais depressa e melhor.',
      `O Galope cresce com as sugestões de quem o usa. Se sentir falta de um filtro, de uma raça ou de uma categoria, escreva-nos para ${CONTACT_EMAIL}.`,
    ),
  },
};

const CONTACT_US: PageSeed = {
  key: 'contact_us',
  slug: { es: 'contacta_con_nosotros', en: 'contact_us', ca: 'contacta_amb_nosaltres', pt: 'contacte_nos' },
  title: { es: 'Contacta con nosotros', en: 'Contact us', ca: 'Contacta amb nosaltres', pt: 'Contacte-nos' },
  place: 'policy',
  body: {
    es: body(
      '¿Tienes una duda, una sugerencia o un problema con un anuncio? Escríbenos y te responderemos lo antes posible, normalmente en uno o dos días laborables.',
      heading('Correo electrónico'),
      CONTACT_EMAIL,
      'No atendemos por teléfono: por correo podemos revisar tu caso con calma y dejar constancia de todo.',
      heading('Antes de escribir'),
      list(
        'Si tu pregunta es sobre un caballo o un artículo concreto, contacta directamente con el vendedor desde el chat del anuncio. Galope no vende nada por su cuenta y no conoce los detalles de cada anuncio.',
        'Si un anuncio o un mensaje te parece sospechoso, usa el botón de denunciar: llega directamente a moderación.',
        'Si no recuerdas tu contraseña, puedes restablecerla desde la página de inicio de sesión.',
      ),
      heading('Qué incluir en tu mensaje'),
      list(
        'El enlace del anuncio o el nombre de tu perfil, si tiene que ver con ellos.',
        'Una descripción breve de lo que ha pasado y, si puedes, capturas de pantalla.',
        'El correo con el que te registraste, para localizar tu cuenta.',
      ),
      heading('Protección de datos'),
      'Para ejercer tus derechos de acceso, rectificación, supresión u otros sobre tus datos personales, escribe a la misma dirección indicando «Protección de datos» en el asunto.',
      'Nunca te pediremos tu contraseña ni datos bancarios por correo. Los mensajes oficiales de Galope solo llegan desde direcciones @galope.example.',
    ),
    en: body(
      'Have a question, a suggestion or a problem with an ad? Write to us and we will reply as soon as we can, usually within one or two working days.',
      heading('E-mail'),
      CONTACT_EMAIL,
      'We do not take phone calls: by e-mail we can look into your case properly and keep a record of everything.',
      heading('Before you write'),
      list(
        'If your question is about a particular horse or item, contact the seller directly from the chat in the ad. Galope does not sell anything itself and does not know the details of each ad.',
        'If an ad or a message looks suspicious, use the report button: it goes straight to our moderators.',
        'If you have forgotten your password, you can reset it from the sign-in page.',
      ),
      heading('What to include'),
      list(
        'The link to the ad or your profile name, if your message is about them.',
        'A short description of what happened and, if you can, screenshots.',
        'The e-mail address you signed up with, so we can find your account.',
      ),
      heading('Data protection'),
      'To exercise your rights of access, rectification, erasure or any other right over your personal data, write to the same address with "Data protection" in the subject line.',
      'We will never ask for your password or bank details by e-mail. Official messages from Galope only come from @galope.example addresses.',
    ),
    ca: body(
      'Tens un dubte, un suggeriment o un problema amb un anunci? Escriu-nos i et respondrem al més aviat possible, normalment en un o dos dies feiners.',
      heading('Correu electrònic'),
      CONTACT_EMAIL,
      'No atenem per telèfon: per correu podem revisar el teu cas amb calma i deixar constància de tot.',
      heading("Abans d'escriure"),
      list(
        "Si la pregunta és sobre un cavall o un article concret, contacta directament amb el venedor des del xat de l'anunci. Galope no ven res pel seu compte i no coneix els detalls de cada anunci.",
        'Si un anunci o un missatge et sembla sospitós, fes servir el botó de denunciar: arriba directament a moderació.',
        "Si no recordes la contrasenya, la pots restablir des de la pàgina d'inici de sessió.",
      ),
      heading('Què cal incloure al missatge'),
      list(
        "L'enllaç de l'anunci o el nom del teu perfil, si hi té a veure.",
        'Una descripció breu del que ha passat i, si pots, captures de pantalla.',
        'El correu amb què et vas registrar, per localitzar el teu compte.',
      ),
      heading('Protecció de dades'),
      "Per exercir els drets d'accés, rectificació, supressió o qualsevol altre sobre les teves dades personals, escriu a la mateixa adreça indicant «Protecció de dades» a l'assumpte.",
      "Mai no et demanarem la contrasenya ni dades bancàries per correu. Els missatges oficials de Galope només arriben des d'adreces @galope.example.",
    ),
    pt: body(
      'Tem uma dúvida, uma sugestão ou um problema com um anúncio? Escreva-nos e responderemos o mais depressa possível, normalmente no prazo de um ou dois dias úteis.',
      heading('Correio eletrónico'),
      CONTACT_EMAIL,
      'Não temos atendimento telefónico: por e-mail conseguimos analisar o seu caso com calma e deixar registo de tudo.',
      heading('Antes de escrever'),
      list(
        'Se a sua pergunta é sobre um cavalo ou um artigo concreto, contacte diretamente o vendedor através do chat do anúncio. O Galope não vende nada por conta própria e não conhece os pormenores de cada anúncio.',
        'Se um anúncio ou uma mensagem lhe parecer suspeito, use o botão de denúncia: chega diretamente à moderação.',
        'Se não se lembra da palavra-passe, pode redefini-la na página de início de sessão.',
      ),
      heading('O que incluir na mensagem'),
      list(
        'A ligação do anúncio ou o nome do seu perfil, se a questão tiver a ver com eles.',
        'Uma breve descrição do que aconteceu e, se possível, capturas de ecrã.',
        'O e-mail com que se registou, para encontrarmos a sua conta.',
      ),
      heading('Proteção de dados'),
      'Para exercer os direitos de acesso, retificação, apagamento ou outros sobre os seus dados pessoais, escreva para o mesmo endereço com «Proteção de dados» no assunto.',
      'Nunca lhe pediremos a palavra-passe nem dados bancários por e-mail. As mensagens oficiais do Galope chegam apenas de endereços @galope.example.',
    ),
  },
};

const BUYING_SAFELY: PageSeed = {
  key: 'buying_safely',
  slug: { es: 'comprar-con-seguridad', en: 'buying-safely', ca: 'comprar-amb-seguretat', pt: 'comprar-em-seguranca' },
  title: {
    es: 'Cómo comprar un caballo con seguridad',
    en: 'Buying a horse safely',
    ca: 'Com comprar un cavall amb seguretat',
    pt: 'Como comprar um cavalo em segurança',
  },
  place: 'useful',
  body: {
    es: body(
      'Comprar un caballo es una decisión importante y, por desgracia, también un terreno en el que se mueven estafadores. Estos consejos te ayudarán a comprar con tranquilidad.',
      heading('Desconfía del pago por adelantado'),
      'La estafa más habitual es sencilla: un caballo precioso a un precio muy bajo, un vendedor que «está en el extranjero» y una petición de señal, de gastos de transporte o de seguro antes de que puedas ver al animal. Si te suena así, no pagues.',
      list(
        'No envíes dinero por un caballo que no has visto en persona.',
        'Desconfía de las prisas, de los vendedores que evitan hablar por teléfono o por videollamada y de las empresas de transporte que nadie conoce.',
        'Mantén la conversación en el chat de Galope y denuncia el anuncio si algo no encaja.',
        'Las fotos robadas son frecuentes: pide un vídeo reciente con tu nombre o la fecha de hoy.',
      ),
      heading('Ve a verlo'),
      'Visita al caballo, míralo a la cuerda a las dos manos y móntalo o pide que lo monten delante de ti. Comprueba el pasaporte equino: lee el microchip con un lector y confirma que coincide con el del documento, revisa el UELN (un número de 15 caracteres) y que la reseña dibujada corresponde al caballo. Si es de pura raza, pide la carta genealógica.',
      heading('Revisión veterinaria precompra'),
      'Encarga la revisión a un veterinario de tu confianza, no al que proponga el vendedor. Los certificados falsificados existen: si te enseñan un informe o unas radiografías, llama a la clínica que los firma para confirmarlos.',
      heading('Por escrito'),
      'Haz un contrato de compraventa con los datos del caballo, el precio y los defectos conocidos, y tramita el cambio de titularidad del pasaporte en el plazo que marca la normativa.',
    ),
    en: body(
      'Buying a horse is a big decision and, sadly, also a favourite hunting ground for scammers. These tips will help you buy with peace of mind.',
      heading('Be wary of paying in advance'),
      'The most common scam is simple: a beautiful horse at a very low price, a seller who is "abroad", and a request for a deposit, transport costs or insurance before you can see the animal. If it sounds like that, do not pay.',
      list(
        'Never send money for a horse you have not seen in person.',
        'Be suspicious of urgency, of sellers who avoid phone or video calls, and of transport companies nobody has heard of.',
        'Keep the conversation in the Galope chat and report the ad if something does not add up.',
        "Stolen photos are common: ask for a recent video showing your name or today's date.",
      ),
      heading('Go and see the horse'),
      'Visit the horse, watch it on the lunge on both reins, and ride it or have it ridden in front of you. Check the equine passport: scan the microchip with a reader and make sure it matches the number in the document, look at the UELN (a 15-character lifetime number) and check that the markings diagram matches the horse. For a purebred, ask for the pedigree certificate.',
      heading('Pre-purchase vet check'),
      'Have the horse examined by a vet you trust, not one the seller suggests. Forged certificates exist: if you are shown a report or X-rays, call the clinic that signed them to confirm they are genuine.',
      heading('Put it in writing'),
      "Sign a sale contract with the horse's details, the price and any known faults, and register the change of ownership in the passport within the legal deadline.",
    ),
    ca: body(
      "Comprar un cavall és una decisió important i, malauradament, també un terreny on es mouen estafadors. Aquests consells t'ajudaran a comprar amb tranquil·litat.",
      heading('Desconfia del pagament per avançat'),
      "L'estafa més habitual és senzilla: un cavall preciós a un preu molt baix, un venedor que «és a l'estranger» i una petició de paga i senyal, de despeses de transport o d'assegurança abans que puguis veure l'animal. Si et sona així, no paguis.",
      list(
        'No enviïs diners per un cavall que no has vist en persona.',
        'Desconfia de les presses, dels venedors que eviten parlar per telèfon o per videotrucada i de les empreses de transport que ningú no coneix.',
        "Mantén la conversa al xat de Galope i denuncia l'anunci si alguna cosa no quadra.",
        "Les fotos robades són freqüents: demana un vídeo recent amb el teu nom o la data d'avui.",
      ),
      heading("Vés a veure'l"),
      "Visita el cavall, mira'l a la corda a les dues mans i munta'l o demana que el muntin davant teu. Comprova el passaport equí: llegeix el microxip amb un lector i confirma que coincideix amb el del document, revisa l'UELN (un número de 15 caràcters) i que la ressenya dibuixada correspon al cavall. Si és de pura raça, demana la carta genealògica.",
      heading('Revisió veterinària prèvia a la compra'),
      "Encarrega la revisió a un veterinari de confiança, no al que proposi el venedor. Els certificats falsificats existeixen: si t'ensenyen un informe o unes radiografies, truca a la clínica que els signa per confirmar-los.",
      heading('Per escrit'),
      'Fes un contracte de compravenda amb les dades del cavall, el preu i els defectes coneguts, i tramita el canvi de titularitat del passaport dins del termini que marca la normativa.',
    ),
    pt: body(
      'Comprar um cavalo é uma decisão importante e, infelizmente, também um terreno onde se movem burlões. Estes conselhos vão ajudá-lo a comprar com tranquilidade.',
      heading('Desconfie de pagamentos antecipados'),
      'A burla mais comum é simples: um cavalo lindíssimo a um preço muito baixo, um vendedor que «está no estrangeiro» e um pedido de sinal, de despesas de transporte ou de seguro antes de poder ver o animal. Se lhe soar assim, não pague.',
      list(
        'Nunca envie dinheiro por um cavalo que não viu pessoalmente.',
        'Desconfie da pressa, de vendedores que evitam falar ao telefone ou por videochamada e de empresas de transporte que ninguém conhece.',
        'Mantenha a conversa no chat do Galope e denuncie o anúncio se algo não bater certo.',
        'As fotografias roubadas são frequentes: peça um vídeo recente com o seu nome ou a data de hoje.',
      ),
      heading('Vá vê-lo'),
      'Visite o cavalo, veja-o trabalhar à guia a ambas as mãos e monte-o ou peça que o montem à sua frente. Confirme o passaporte equino: leia o microchip com um leitor e verifique se coincide com o do documento, confira o UELN (um número de 15 caracteres) e se a resenha desenhada corresponde ao cavalo. Se for de raça pura, peça o certificado genealógico.',
      heading('Exame veterinário de compra'),
      'Peça o exame a um veterinário da sua confiança, não ao que o vendedor sugerir. Há certificados falsificados: se lhe mostrarem um relatório ou radiografias, ligue para a clínica que os assina para os confirmar.',
      heading('Por escrito'),
      'Faça um contrato de compra e venda com os dados do cavalo, o preço e os defeitos conhecidos, e trate da mudança de titularidade do passaporte dentro do prazo legal.',
    ),
  },
};

const WRITING_A_GOOD_AD: PageSeed = {
  key: 'writing_a_good_ad',
  slug: {
    es: 'como-escribir-un-buen-anuncio',
    en: 'writing-a-good-ad',
    ca: 'com-escriure-un-bon-anunci',
    pt: 'como-escrever-um-bom-anuncio',
  },
  title: {
    es: 'Cómo escribir un buen anuncio',
    en: 'Writing a good ad',
    ca: 'Com escriure un bon anunci',
    pt: 'Como escrever um bom anúncio',
  },
  place: 'useful',
  body: {
    es: body(
      'Un buen anuncio ahorra tiempo a todos: al comprador, que sabe enseguida si el caballo le interesa, y a ti, que recibes menos preguntas y más visitas serias.',
      heading('Lo básico, al principio'),
      'Empieza por los datos que busca cualquier comprador: raza y libro genealógico, edad, sexo, capa, alzada, disciplina y nivel, localidad y precio. Rellena también los filtros del anuncio: es así como te encontrarán.',
      heading('Fotos que venden'),
      list(
        'Usa luz de día y un fondo despejado.',
        'Haz al menos una foto de perfil de cada lado, con el caballo bien cuadrado.',
        'Añade la cabeza, las extremidades y alguna foto en movimiento.',
        'Sube solo fotos tuyas y actuales; las fotos copiadas hacen sospechar.',
      ),
      heading('Un vídeo a las dos manos'),
      'Graba al caballo al paso, al trote y al galope a las dos manos, montado y a la cuerda. Si salta, incluye algún salto. Un vídeo corto y bien grabado vale más que un texto largo.',
      heading('Cuenta los defectos'),
      'Sé honesto con los defectos, los vicios y el historial de salud. Si se deja herrar bien, sube al remolque sin problemas o tiene revisión veterinaria y radiografías recientes, dilo. Un comprador que llega sabiéndolo todo es un comprador que no se echa atrás.',
      heading('Documentación y precio'),
      'Indica si tiene pasaporte, microchip y carta genealógica. Pon un precio real: los anuncios con precio reciben más contactos que los de «consultar».',
      heading('Material y accesorios'),
      'Para sillas, mantas o ropa, indica la marca, la talla, el estado y cualquier desperfecto, con una foto de cerca.',
      'Y cuando lo vendas, márcalo como vendido: así nadie pierde el tiempo.',
    ),
    en: body(
      'A good ad saves everyone time: the buyer knows straight away whether the horse is right for them, and you get fewer questions and more serious visits.',
      heading('The basics up front'),
      "Start with what every buyer looks for: breed and studbook, age, sex, colour, height, discipline and level, location and price. Fill in the ad's filters too: that is how buyers will find you.",
      heading('Photos that sell'),
      list(
        'Use daylight and an uncluttered background.',
        'Take at least one side-on photo from each side, with the horse standing square.',
        'Add the head, the legs and a few photos in movement.',
        'Only upload your own, recent photos; copied photos make buyers suspicious.',
      ),
      heading('A video on both reins'),
      'Film the horse at walk, trot and canter on both reins, ridden and on the lunge. If it jumps, include a few fences. A short, steady video is worth more than a long description.',
      heading('Be honest about faults'),
      'Be upfront about faults, vices and health history. If the horse is good with the farrier, loads easily or has a recent vet check and X-rays, say so. A buyer who arrives knowing everything is a buyer who does not back out.',
      heading('Papers and price'),
      'Say whether the horse has a passport, a microchip and a pedigree certificate. Give a real price: ads with a price get more enquiries than "price on request".',
      heading('Tack and equipment'),
      'For saddles, rugs or clothing, give the brand, size and condition, and show any damage in a close-up photo.',
      'And once it has sold, mark it as sold, so nobody wastes their time.',
    ),
    ca: body(
      'Un bon anunci estalvia temps a tothom: al comprador, que sap de seguida si el cavall li interessa, i a tu, que reps menys preguntes i més visites serioses.',
      heading('El bàsic, al principi'),
      "Comença per les dades que busca qualsevol comprador: raça i llibre genealògic, edat, sexe, capa, alçada, disciplina i nivell, població i preu. Omple també els filtres de l'anunci: és així com et trobaran.",
      heading('Fotos que venen'),
      list(
        'Fes servir llum de dia i un fons net.',
        'Fes com a mínim una foto de perfil de cada costat, amb el cavall ben quadrat.',
        'Afegeix el cap, les extremitats i alguna foto en moviment.',
        'Puja només fotos teves i actuals; les fotos copiades fan sospitar.',
      ),
      heading('Un vídeo a les dues mans'),
      'Grava el cavall al pas, al trot i al galop a les dues mans, muntat i a la corda. Si salta, inclou-hi algun salt. Un vídeo curt i ben gravat val més que un text llarg.',
      heading('Explica els defectes'),
      "Sigues honest amb els defectes, els vicis i l'historial de salut. Si es deixa ferrar bé, puja al remolc sense problemes o té una revisió veterinària i radiografies recents, digues-ho. Un comprador que arriba sabent-ho tot és un comprador que no es fa enrere.",
      heading('Documentació i preu'),
      'Indica si té passaport, microxip i carta genealògica. Posa-hi un preu real: els anuncis amb preu reben més contactes que els de «consultar».',
      heading('Material i accessoris'),
      "Per a selles, mantes o roba, indica la marca, la talla, l'estat i qualsevol desperfecte, amb una foto de prop.",
      "I quan el venguis, marca'l com a venut: així ningú no perd el temps.",
    ),
    pt: body(
      'Um bom anúncio poupa tempo a todos: ao comprador, que percebe logo se o cavalo lhe interessa, e a si, que recebe menos perguntas e mais visitas sérias.',
      heading('O essencial, logo no início'),
      'Comece pelos dados que qualquer comprador procura: raça e livro genealógico, idade, sexo, pelagem, altura, disciplina e nível, localidade e preço. Preencha também os filtros do anúncio: é assim que o vão encontrar.',
      heading('Fotografias que vendem'),
      list(
        'Use luz natural e um fundo desimpedido.',
        'Tire pelo menos uma fotografia de perfil de cada lado, com o cavalo bem aprumado.',
        'Acrescente a cabeça, os membros e algumas fotografias em movimento.',
        'Publique apenas fotografias suas e atuais; fotografias copiadas levantam suspeitas.',
      ),
      heading('Um vídeo a ambas as mãos'),
      'Filme o cavalo a passo, a trote e a galope, a ambas as mãos, montado e à guia. Se salta, inclua alguns saltos. Um vídeo curto e bem filmado vale mais do que um texto longo.',
      heading('Conte os defeitos'),
      'Seja honesto quanto aos defeitos, aos vícios e ao historial de saúde. Se se deixa ferrar bem, entra bem no atrelado ou tem exame veterinário e radiografias recentes, diga-o. Um comprador que chega a saber tudo é um comprador que não desiste.',
      heading('Documentação e preço'),
      'Indique se tem passaporte, microchip e certificado genealógico. Ponha um preço real: os anúncios com preço recebem mais contactos do que os de «preço sob consulta».',
      heading('Material e acessórios'),
      'Para selas, mantas ou roupa, indique a marca, o tamanho, o estado e qualquer defeito, com uma fotografia de perto.',
      'E, quando o vender, marque-o como vendido: assim ninguém perde tempo.',
    ),
  },
};

const TRANSPORTING_YOUR_HORSE: PageSeed = {
  key: 'transporting_your_horse',
  slug: {
    es: 'transportar-tu-caballo',
    en: 'transporting-your-horse',
    ca: 'transportar-el-teu-cavall',
    pt: 'transportar-o-seu-cavalo',
  },
  title: {
    es: 'Transportar tu caballo',
    en: 'Transporting your horse',
    ca: 'Transportar el teu cavall',
    pt: 'Transportar o seu cavalo',
  },
  place: 'useful',
  body: {
    es: body(
      'Antes de subir a tu caballo a un remolque, conviene tener claros los papeles y las normas. Esto es lo esencial en España y en la Unión Europea; los detalles pueden variar según la comunidad autónoma, así que consulta siempre con tu oficina comarcal agraria o con tu veterinario.',
      heading('Documentos que viajan con el caballo'),
      list(
        'El pasaporte equino (Documento de Identificación Equina), siempre con el caballo.',
        'El microchip, que debe coincidir con el pasaporte.',
        'Cuando cambia de explotación, el documento de traslado o la guía de origen y sanidad pecuaria que exija tu comunidad autónoma.',
        'Para ir a otro país de la UE, normalmente un certificado sanitario oficial expedido por un veterinario oficial a través del sistema TRACES.',
      ),
      heading('Si el transporte es profesional'),
      'Quien transporta caballos como actividad económica debe cumplir el Reglamento (CE) 1/2005: transportista autorizado, conductor con certificado de competencia y, en viajes de más de ocho horas, vehículo homologado y cuaderno de a bordo. Pide estos documentos antes de contratar un servicio.',
      heading('Tu vehículo y tu permiso'),
      list(
        'Con el permiso B puedes llevar un remolque si el conjunto no supera los 3.500 kg.',
        'El código 96 (B96) amplía el conjunto hasta 4.250 kg.',
        'Por encima necesitas el permiso BE (remolques de hasta 3.500 kg).',
        'Revisa la ITV y el seguro del remolque, y la masa que puede remolcar tu coche.',
      ),
      heading('Un viaje tranquilo'),
      list(
        'Practica la carga en casa, sin prisas.',
        'Protege las extremidades con protectores de transporte.',
        'Ofrécele agua y heno, y para cada pocas horas en los viajes largos.',
        'Evita las horas de más calor y asegúrate de que el remolque está bien ventilado.',
      ),
    ),
    en: body(
      "Before you load your horse into a trailer, get the paperwork and the rules clear. These are the essentials for Spain and the European Union; details vary between Spain's autonomous communities, so always check with your local agricultural office or your vet.",
      heading('Documents that travel with the horse'),
      list(
        'The equine passport (Documento de Identificación Equina), always with the horse.',
        'The microchip, which must match the passport.',
        'When the horse moves to another holding, the movement document (guía de origen y sanidad pecuaria) your region requires.',
        'To go to another EU country, usually an official health certificate issued by an official vet through the TRACES system.',
      ),
      heading('If the transport is commercial'),
      'Anyone transporting horses as an economic activity must comply with Regulation (EC) No 1/2005: an authorised transporter, a driver with a certificate of competence and, for journeys over eight hours, an approved vehicle and a journey log. Ask to see these documents before you hire a service.',
      heading('Your vehicle and licence'),
      list(
        'With a category B licence you can tow a trailer if the combination does not exceed 3,500 kg.',
        'Code 96 (B96) raises the combination limit to 4,250 kg.',
        'Above that you need a BE licence (for trailers of up to 3,500 kg).',
        "Check the trailer's roadworthiness test (ITV) and insurance, and how much your car is allowed to tow.",
      ),
      heading('A calm journey'),
      list(
        'Practise loading at home, without rushing.',
        'Protect the legs with travel boots.',
        'Offer water and hay, and stop every few hours on long journeys.',
        'Avoid the hottest hours and make sure the trailer is well ventilated.',
      ),
    ),
    ca: body(
      "Abans de pujar el teu cavall a un remolc, convé tenir clars els papers i les normes. Això és l'essencial a Espanya i a la Unió Europea; els detalls poden variar segons la comunitat autònoma, així que consulta sempre l'oficina comarcal d'agricultura o el teu veterinari.",
      heading('Documents que viatgen amb el cavall'),
      list(
        "El passaport equí (document d'identificació equina), sempre amb el cavall.",
        'El microxip, que ha de coincidir amb el passaport.',
        "Quan canvia d'explotació, el document de trasllat o la guia d'origen i sanitat pecuària que exigeixi la teva comunitat autònoma.",
        'Per anar a un altre país de la UE, normalment un certificat sanitari oficial expedit per un veterinari oficial a través del sistema TRACES.',
      ),
      heading('Si el transport és professional'),
      'Qui transporta cavalls com a activitat econòmica ha de complir el Reglament (CE) 1/2005: transportista autoritzat, conductor amb certificat de competència i, en viatges de més de vuit hores, vehicle homologat i quadern de ruta. Demana aquests documents abans de contractar un servei.',
      heading('El teu vehicle i el teu permís'),
      list(
        'Amb el permís B pots portar un remolc si el conjunt no supera els 3.500 kg.',
        'El codi 96 (B96) amplia el conjunt fins a 4.250 kg.',
        "Per sobre d'això necessites el permís BE (remolcs de fins a 3.500 kg).",
        "Revisa la ITV i l'assegurança del remolc, i la massa que pot remolcar el teu cotxe.",
      ),
      heading('Un viatge tranquil'),
      list(
        'Practica la càrrega a casa, sense presses.',
        'Protegeix les extremitats amb protectors de transport.',
        "Ofereix-li aigua i fenc, i atura't cada poques hores en els viatges llargs.",
        "Evita les hores de més calor i assegura't que el remolc està ben ventilat.",
      ),
    ),
    pt: body(
      'Antes de pôr o seu cavalo num atrelado, convém ter claros os documentos e as regras. Isto é o essencial em Espanha e na União Europeia; os pormenores podem variar consoante a comunidade autónoma, e em Portugal deve confirmar junto da DGAV ou do seu veterinário.',
      heading('Documentos que viajam com o cavalo'),
      list(
        'O passaporte equino (documento de identificação de equídeo), sempre com o cavalo.',
        'O microchip, que tem de coincidir com o passaporte.',
        'Quando o cavalo muda de exploração, o documento de deslocação ou a guia sanitária que as autoridades exijam.',
        'Para ir para outro país da UE, normalmente um certificado sanitário oficial emitido por um veterinário oficial através do sistema TRACES.',
      ),
      heading('Se o transporte for profissional'),
      'Quem transporta cavalos como atividade económica tem de cumprir o Regulamento (CE) n.º 1/2005: transportador autorizado, condutor com certificado de aptidão profissional e, em viagens de mais de oito horas, veículo aprovado e diário de viagem. Peça esses documentos antes de contratar um serviço.',
      heading('O seu veículo e a sua carta'),
      list(
        'Com a carta de categoria B pode rebocar um atrelado se o conjunto não ultrapassar 3500 kg.',
        'O código 96 (B96) alarga o conjunto até 4250 kg.',
        'Acima disso precisa da categoria BE (atrelados até 3500 kg).',
        'Verifique a inspeção e o seguro do atrelado, e o peso que o seu carro pode rebocar.',
      ),
      heading('Uma viagem tranquila'),
      list(
        'Treine o embarque em casa, sem pressas.',
        'Proteja os membros com proteções de transporte.',
        'Dê-lhe água e feno, e pare de poucas em poucas horas nas viagens longas.',
        'Evite as horas de maior calor e certifique-se de que o atrelado está bem ventilado.',
      ),
    ),
  },
};

/**
 * Static pages (spec §3 Page). Policy pages are served under /p/spec/{slug} and linked from the
 * footer; useful pages under /p/{slug}.
 */
export const PAGES: readonly PageSeed[] = [
  TERMS_OF_USE,
  WHO_ARE_WE,
  CONTACT_US,
  BUYING_SAFELY,
  WRITING_A_GOOD_AD,
  TRANSPORTING_YOUR_HORSE,
];
