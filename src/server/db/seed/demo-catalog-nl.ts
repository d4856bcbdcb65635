import type { ProductText } from '@/domain/product-translations';

/**
 * The demo catalog's names and descriptions in Dutch (issue 30), by slug: what a Dutch hair shop
 * writes for the same products. Textures and lines the trade calls by their English names (Body
 * Wave, Kinky Curly, HD lace, Closure, Frontal) keep them; grams, sizes and temperatures are the
 * English text's. The seed stores them as each product's `translations.nl`.
 */
export const DEMO_CATALOG_NL: Readonly<Record<string, Required<ProductText>>> = {
  // — Echt haar: bundels —
  'brazilian-straight-bundle': {
    name: 'Braziliaanse bundel — Steil',
    description:
      'Virgin human hair met een zijdezachte, steile structuur. De cuticula liggen allemaal dezelfde kant op, dus het haar blijft glad en klit niet. Elke bundel weegt 100 g op een dubbele machinale weft; voor een volledige sew-in gebruik je er meestal drie. Je kunt het verven, krullen en stijlen net als je eigen haar.',
  },
  'brazilian-body-wave-bundle': {
    name: 'Braziliaanse bundel — Body Wave',
    description:
      'Virgin human hair met een zachte S-vormige body wave die ook na het wassen blijft zitten. 100 g per bundel op een dubbele weft die niet uitvalt bij de naad. Laat het aan de lucht drogen met een leave-in om de slag te behouden; met een stijltang draag je het steil als je zin hebt in iets anders.',
  },
  'peruvian-deep-wave-bundle': {
    name: 'Peruaanse bundel — Deep Wave',
    description:
      'Een strakke, gedefinieerde deep wave op zacht, iets grover echt haar dat mooi mengt met ontkruld en silk-pressed haar. 100 g per bundel. Fris de krullen op met water en een krulcrème; borstel ze niet als ze droog zijn.',
  },
  'malaysian-water-wave-bundle': {
    name: 'Maleisische bundel — Water Wave',
    description:
      'Losse golfjes met een wet look op fijn, glanzend echt haar. Elke bundel van 100 g is op een verstevigde weft genaaid. Het patroon komt terug zodra het nat wordt, dus ideaal als je zwemt of je haar graag wast en laat drogen.',
  },
  'kinky-curly-bundle': {
    name: 'Kinky Curly bundel',
    description:
      'Een strakke 3C–4A-krul die opgaat in natuurlijk haar, op zacht echt haar met volume. 100 g per bundel. Ontwar met je vingers en conditioner en definieer met een gel of custard; borstel het nooit droog.',
  },
  'kinky-straight-bundle': {
    name: 'Kinky Straight bundel',
    description:
      'Steil haar met de grove, licht getextureerde afwerking van natuurlijk haar na een blow-out, zodat je leave-out mengt zonder silk press. 100 g op een dubbele weft. Houdt een krul vast van rollers of flexi-rods.',
  },
  'honey-blonde-body-wave-bundle': {
    name: 'Honingblonde 27 bundel — Body Wave',
    description:
      'Body wave human hair dat al is gebleekt en getoond naar een warm honingblond (kleur 27), dus klaar om te zetten. 100 g per bundel. Gebruik een zilvershampoo of sulfaatvrije shampoo en elke week een intensief masker om gebleekt haar zacht te houden.',
  },
  'platinum-613-straight-bundle': {
    name: 'Platinablonde 613 bundel — Steil',
    description:
      'Steil echt haar gebleekt tot een zuiver platina (kleur 613): de basis waar coloristen om vragen als ze elke gewenste tint willen tonen of verven. 100 g per bundel. Gebleekt haar is poreuzer, dus geef het na elke kleurbehandeling een intensieve conditioner.',
  },

  // — Echt haar: closures —
  'hd-lace-closure-5x5-straight': {
    name: 'HD Lace Closure 5x5 — Steil',
    description:
      'Een closure van 5x5 inch op dunne HD lace die wegvalt op elke huidskleur, met een voorgeplukte haarlijn en gebleekte knoopjes. Scheiding overal in de lace te maken. Past in structuur en kleur bij onze steile bundels.',
  },
  'lace-closure-4x4-body-wave': {
    name: 'Lace Closure 4x4 — Body Wave',
    description:
      'Een transparante lace closure van 4x4 inch in body wave om een sew-in zonder leave-out af te werken. Vrije scheiding, licht voorgeplukt. Kleur de lace bij met foundation of een lace spray voor een donkerdere hoofdhuid.',
  },
  'kinky-curly-lace-closure-4x4': {
    name: 'Kinky Curly Lace Closure 4x4',
    description:
      'Een closure van 4x4 inch met een strakke kinky krul en een natuurlijke, licht onregelmatige haarlijn. Combineer met onze Kinky Curly bundels voor een beschermende installatie die eruitziet als je eigen haar.',
  },
  'deep-part-closure-2x6-straight': {
    name: 'Deep Part Closure 2x6 — Steil',
    description:
      'Een smalle lace closure van 2x6 inch voor een strakke, diepe middenscheiding bij gladde installaties. HD lace, voorgeplukt, met babyhaartjes om je edges mee te leggen.',
  },

  // — Echt haar: frontals —
  'hd-lace-frontal-13x4-straight': {
    name: 'HD Lace Frontal 13x4 — Steil',
    description:
      'HD lace frontal van oor tot oor (13x4 inch) in steil echt haar, voorgeplukt met gebleekte knoopjes. Je maakt de scheiding waar je wilt en kunt het haar ook naar achteren dragen. Bevestig met lacelijm of een glueless band.',
  },
  'hd-lace-frontal-13x4-body-wave': {
    name: 'HD Lace Frontal 13x4 — Body Wave',
    description:
      'Een HD lace frontal van 13x4 inch in body wave, passend bij onze body wave bundels. Voorgeplukte haarlijn met kleine knoopjes. De slag valt zacht als je hem aan de lucht laat drogen met een lichte mousse.',
  },
  'lace-frontal-13x6-deep-wave': {
    name: 'Lace Frontal 13x6 — Deep Wave',
    description:
      'Een diepere transparante lace frontal van 13x6 inch voor meer ruimte om te scheiden, in een gedefinieerde deep wave. Fris de krullen op met water en een krulcrème; bewaar hem tussendoor op een pruikenstandaard.',
  },
  'platinum-613-lace-frontal-13x4': {
    name: 'Platinablonde 613 Lace Frontal 13x4',
    description:
      'Een frontal van 13x4 inch in steil platinablond (613), passend bij onze 613 bundels, klaar om te dragen of te tonen. Lichtbruine lace past bij een lichte tot getinte huid; kleur hem bij voor een donkerdere huid.',
  },

  // — Echt haar: pruiken —
  'lace-frontal-wig-13x4-straight': {
    name: 'Lace Frontal pruik 13x4 — Steil',
    description:
      'Een complete pruik van echt haar met een HD lace front van 13x4 inch, 180% dichtheid en een voorgeplukte haarlijn. Medium cap met verstelbare bandjes en kammetjes. Wordt draagklaar geleverd; knip de lace op je haarlijn bij voordat je hem zet.',
  },
  'hd-lace-frontal-wig-13x6-body-wave': {
    name: 'HD Lace Frontal pruik 13x6 — Body Wave',
    description:
      'Body wave pruik van echt haar met een diepe HD lace front van 13x6 inch voor een vrije scheiding en een natuurlijke haarlijn. 200% dichtheid voor volume van wortel tot punt. Slaap met een satijnen bonnet en de slag blijft mooi tot de volgende wasbeurt.',
  },
  'glueless-closure-wig-5x5-bob': {
    name: 'Glueless Closure pruik 5x5 — Steile bob',
    description:
      'Een strak geknipte steile bob op een glueless cap: een HD lace closure van 5x5 inch, een elastische band en voorgeknipte lace, dus hij zit in een paar minuten zonder lijm. Echt haar met 150% dichtheid. Een fijne eerste pruik.',
  },
  'glueless-kinky-curly-wig': {
    name: 'Glueless Kinky Curly pruik',
    description:
      'Een volle kinky curly pruik van echt haar op een glueless closure cap van 5x5 inch, met een natuurlijke, licht onregelmatige haarlijn. 180% dichtheid. Spray elke ochtend wat water en leave-in om de krullen op te frissen.',
  },
  'ombre-water-wave-frontal-wig': {
    name: 'Ombre 1B/30 Water Wave Frontal pruik',
    description:
      'Water wave pruik van echt haar met een donkere uitgroei die overloopt in licht kastanjerood (1B/30), met de hand gekleurd voor een geleidelijke overgang. Transparante lace front van 13x4 inch, 180% dichtheid. Verzorg met kleurbeschermende, sulfaatvrije producten om de ombre warm te houden.',
  },
  'burgundy-99j-body-wave-wig': {
    name: 'Bordeaux 99J Body Wave pruik',
    description:
      'Een diep wijnrode (99J) body wave pruik van echt haar met een lace front van 13x4 inch en 180% dichtheid. De kleur is helemaal doorgeverfd, dus hij vervaagt zacht in plaats van koperkleurig te worden. Was in koel water met een kleurbeschermende shampoo.',
  },
  'headband-wig-water-wave': {
    name: 'Headband pruik — Water Wave',
    description:
      'Een water wave pruik zonder lace met een vaste fluwelen haarband, te dragen zonder lijm of leave-out. In het assortiment vervangen door onze glueless closure pruiken, die een natuurlijkere haarlijn geven.',
  },

  // — Echt haar: paardenstaarten —
  'drawstring-ponytail-straight': {
    name: 'Drawstring paardenstaart — Sleek steil',
    description:
      'Een gladde, steile paardenstaart van echt haar op een netje met trekkoord en twee kammetjes: verzamel je eigen haar, schuif hem erover en trek aan. 120 g haar voor een volle, zwierige look. Wikkel een lok om de basis om het koord te verbergen.',
  },
  'wrap-around-ponytail-body-wave': {
    name: 'Wrap-around paardenstaart — Body Wave',
    description:
      'Een lange body wave paardenstaart op één wikkelstrook met een verborgen klittenbandsluiting, zodat de basis eruitziet als je eigen haar. 140 g echt haar. Te stylen met warmte tot 180 °C.',
  },
  'afro-puff-ponytail-kinky-curly': {
    name: 'Afro puff met trekkoord — Kinky Curly',
    description:
      'Een ronde afro puff van kinky curly echt haar op een trekkoord met kammetjes, voor een volle puff in een paar seconden over natuurlijk of ontkruld haar. Maak hem luchtig met een afrokam en fris op met water.',
  },
  'claw-clip-ponytail-kinky-straight': {
    name: 'Claw clip paardenstaart — Kinky Straight',
    description:
      'Een paardenstaart met blow-outstructuur op een stevige klauwclip die opgaat in natuurlijk haar. 100 g echt haar van 16 inch. Klem hem over een lage knot en strijk de edges glad met een beetje gel.',
  },

  // — Echt haar: clip-ins —
  'clip-in-extensions-straight': {
    name: 'Clip-in extensions 7 stuks — Steil',
    description:
      'Een volledige set steile clip-ins van echt haar: zeven wefts in oplopende breedtes met 16 clips met siliconen achterkant, 120 g van 18 inch. In tien minuten onder je eigen haar geklikt en ’s avonds zo weer uit.',
  },
  'clip-in-extensions-kinky-curly': {
    name: 'Clip-in extensions — Kinky Curly',
    description:
      'Kinky curly clip-ins voor extra lengte en volume in natuurlijk haar, zonder dat je hoeft in te vlechten. Acht wefts, 140 g, met krullen die passen bij een 3C–4A-structuur. Rek je eigen haar een beetje op voor een naadloze overgang.',
  },
  'seamless-clip-in-set-body-wave': {
    name: 'Naadloze clip-in set — Body Wave',
    description:
      'Body wave clip-ins op dunne, platte wefts van polyurethaan die zelfs in fijn haar onzichtbaar blijven. Vijf stuks, 100 g, in natuurlijk zwart. Was ze met de hand en laat ze plat drogen.',
  },
  'clip-in-fringe-straight': {
    name: 'Clip-in pony — Steil',
    description:
      'Een zachte steile pony op een lace basis met drie clips, zodat je een pony kunt proberen zonder te knippen. Echt haar, dus je kunt hem bijknippen en stylen zoals het bij je gezicht past.',
  },

  // — Synthetisch haar: vlechthaar —
  'pre-stretched-braiding-hair': {
    name: 'Pre-stretched vlechthaar',
    description:
      'Licht synthetisch vlechthaar met al uitgedunde punten, zodat je niets hoeft uit te rekken voor knotless braids. 26 inch gevouwen, ongeveer 80 g per pak. Coating die niet jeukt; seal de punten in heet water. Voor een volledig hoofd heb je meestal zes tot acht pakken nodig.',
  },
  'pre-stretched-braiding-hair-6-pack': {
    name: 'Pre-stretched vlechthaar — 6 pakken',
    description:
      'Zes pakken van ons pre-stretched vlechthaar in één kleur: genoeg voor een volledig hoofd medium knotless braids. 26 inch gevouwen, in totaal ongeveer 480 g.',
  },
  'jumbo-braid-hair': {
    name: 'Jumbo vlechthaar',
    description:
      'Klassiek jumbo vlechthaar, 82 inch uitgevouwen, met een zachte yaki-structuur die goed grip geeft voor cornrows, feed-ins en box braids. Hittebestendige vezel voor lage temperaturen, dus je kunt de punten krullen of sealen.',
  },
  'kinky-twist-braiding-hair': {
    name: 'Kinky Twist vlechthaar',
    description:
      'Een grove, matte kinky structuur voor Marley twists en faux locs die eruitzien als natuurlijk haar. 24 inch, ongeveer 100 g per pak; trek het los voordat je gaat twisten. Met twee tot drie pakken maak je een volledig hoofd medium twists.',
  },
  'french-curl-braiding-hair': {
    name: 'French Curl vlechthaar',
    description:
      'Vlechthaar met een steil bovenstuk en losse spiraalkrullen aan de punten, voor de populaire French curl braids zonder dat je apart hoeft te krullen. 22 inch, ongeveer 150 g per pak. Werk af met mousse zodat de krullen los van elkaar blijven.',
  },
  'ombre-pre-stretched-braiding-hair': {
    name: 'Ombre pre-stretched vlechthaar',
    description:
      'Tweekleurig pre-stretched vlechthaar met een zachte overgang van een donkere aanzet naar lichtere punten, zodat het kleurverloop vanzelf ontstaat terwijl je vlecht. 26 inch gevouwen, ongeveer 80 g per pak.',
  },
  'boho-curl-braiding-hair': {
    name: 'Boho Curl vlechthaar',
    description:
      'Losse golvende krullen om door boho knotless braids te halen. 18 inch, ongeveer 70 g per pak, zacht genoeg om wekenlang veerkrachtig te blijven. Fris op met een nevel van water en leave-in.',
  },

  // — Synthetisch haar: crochet —
  'crochet-passion-twist': {
    name: 'Crochet Passion Twist',
    description:
      'Voorgedraaide passion twists met een lusje aan de basis, klaar om op cornrows te haken. 18 inch, 12 strengen per pak; voor een volledig hoofd heb je zes tot zeven pakken nodig. Licht genoeg om zes weken te dragen.',
  },
  'crochet-butterfly-locs': {
    name: 'Crochet Butterfly Locs',
    description:
      'Faux locs met een doorleefde, licht pluizige look, met lusje voor crochet. 14 inch, 12 locs per pak. Met vijf tot zes pakken maak je een volledig hoofd.',
  },
  'crochet-goddess-faux-locs': {
    name: 'Crochet Goddess Faux Locs',
    description:
      'Gladde faux locs met ingedraaide krullende strengen en losse krullende punten voor een zachte goddess look. 18 inch, 16 locs per pak, met lusje. Houd de krullende punten gehydrateerd met een lichte spray.',
  },
  'crochet-water-wave': {
    name: 'Crochet Water Wave haar',
    description:
      'Veerkrachtige water wave strengen voor een volle, gedefinieerde krullende crochet-installatie. 22 inch, ongeveer 100 g per pak. Haal de krullen voorzichtig met je vingers uit elkaar en borstel ze niet.',
  },
  'crochet-spring-twist': {
    name: 'Crochet Spring Twist',
    description:
      'Korte, verende two-strand twists die uitrekken en weer terugveren. 10 inch, ongeveer 30 strengen per pak, met lusje; met drie pakken maak je een volledig hoofd korte twists.',
  },
  'crochet-box-braids-pre-looped': {
    name: 'Crochet Box Braids — Met lusje',
    description:
      'Kant-en-klare medium box braids met een lusje aan de basis, zodat je vlechten in twee uur zet in plaats van acht. 24 inch, 18 vlechten per pak, punten al geseald. Met zes pakken maak je een volledig hoofd.',
  },

  // — Synthetisch haar: pruiken —
  'synthetic-lace-front-wig-straight': {
    name: 'Synthetische Lace Front pruik — Lang steil',
    description:
      'Een steile pruik van 24 inch met een lace front van 13x2 inch en een zachte, natuurlijk ogende vezel die na het wassen in model blijft. Hittebestendig tot 160 °C. Verstelbare medium cap.',
  },
  'synthetic-blunt-bob-wig': {
    name: 'Synthetische bob pruik — Strak geknipt',
    description:
      'Een strakke bob tot de kin waarbij coupe en beweging in de vezel zitten, dus direct uit de doos draagklaar. Luchtige capless constructie. Alleen kammen met een grove kam.',
  },
  'heat-friendly-body-wave-wig': {
    name: 'Hittebestendige Body Wave pruik',
    description:
      'Een body wave pruik van 26 inch op een lace front van 13x4 inch, in een premium vezel die krultangen tot 180 °C verdraagt. Ziet eruit en beweegt bijna als echt haar, voor een fractie van de prijs.',
  },
  'synthetic-kinky-curly-afro-wig': {
    name: 'Synthetische Kinky Curly afropruik',
    description:
      'Een ronde, volle afro met een zachte kinky krul die de hele dag in model blijft. Lichte capless constructie met verstelbare bandjes. Til de wortels op met een afrokam; geen warmte gebruiken.',
  },
  'knotless-box-braid-lace-wig': {
    name: 'Gevlochten Lace Front pruik — Knotless Box Braids',
    description:
      'Met de hand gevlochten knotless box braids van 30 inch op een volledige lace front, met babyhaartjes langs de haarlijn: de look van een dag in de vlechtstoel, in een paar minuten klaar. Ongeveer 400 g aan vlechten; bewaar hem op een standaard.',
  },
  'synthetic-pixie-wig': {
    name: 'Synthetische pixie pruik',
    description:
      'Een korte, gelaagde pixie cut met een zijwaarts gekamde pony op een capless basis. Wordt niet meer aangevuld; onze synthetische bob pruik komt er het dichtst bij.',
  },

  // — Synthetisch haar: paardenstaarten —
  'synthetic-drawstring-ponytail-straight': {
    name: 'Synthetische drawstring paardenstaart — Steil',
    description:
      'Een zijdezachte steile paardenstaart van 22 inch op een trekkoord met twee kammetjes, voor een strakke hoge staart over je eigen haar in een paar minuten. Hittebestendige vezel tot 150 °C.',
  },
  'synthetic-afro-puff-kinky-curly': {
    name: 'Synthetische afro puff — Kinky Curly',
    description:
      'Een lichte afro puff op een trekkoord met kammetjes, met een kinky krul die past bij natuurlijk 4A–4C-haar. Ideaal voor een snelle hoge puff of twee space buns.',
  },
  'braided-ponytail-jumbo': {
    name: 'Gevlochten paardenstaart — Jumbo vlecht',
    description:
      'Eén jumbo vlecht van 32 inch op een wikkelbasis, voor een opvallende gevlochten paardenstaart zonder afspraak bij de vlechter. Zet hem vast over een lage knot met gel, met het verborgen kammetje.',
  },
  'claw-clip-ponytail-curly': {
    name: 'Claw clip paardenstaart — Losse krul',
    description:
      'Een paardenstaart van 18 inch met losse krullen op een grote klauwclip: draai je haar in een knot, klem hem vast en klaar. Zachte, hittebestendige vezel met een natuurlijke matte glans.',
  },

  // — Salonproducten: verzorging —
  'argan-repair-mask': {
    name: 'Herstellend arganmasker',
    description:
      'Een rijk wekelijks masker met arganolie en sheaboter dat droog, gekleurd haar en extensions weer zacht maakt. Laat tien minuten intrekken onder een warme handdoek en spoel uit. Sulfaatvrij, siliconenvrij en vegan.',
  },
  'sulfate-free-hydrating-shampoo': {
    name: 'Sulfaatvrije hydraterende shampoo',
    description:
      'Een milde, zacht schuimende shampoo met aloë en glycerine die reinigt zonder uit te drogen, veilig voor pruiken, extensions en gekleurd haar. Verdun voor pruiken en spoel uit met koel water.',
  },
  'shea-moisture-conditioner': {
    name: 'Shea Moisture conditioner',
    description:
      'Een romige, uitspoelbare conditioner met sheaboter en kokosolie die krullen en extensions veel slip geeft bij het ontwarren. Laat drie minuten inwerken, ontwar met een grove kam en spoel uit.',
  },
  'edge-control-strong-hold': {
    name: 'Edge Control — Sterke hold',
    description:
      'Een gel die niet schilfert en edges en babyhaartjes glad legt en de hele dag vasthoudt, ook bij vochtig weer. Castorolie houdt de haarlijn gevoed. Potje van 100 ml; aanbrengen met een edge brush.',
  },
  'argan-oil-shine-serum': {
    name: 'Glansserum met arganolie',
    description:
      'Een paar druppels van dit lichte serum met arganolie temmen pluis en geven glans aan pruiken en extensions van echt haar, zonder ze zwaar te maken. Verdeel door de lengtes, nooit bij de wortel. 100 ml met pompje.',
  },
  'leave-in-detangling-spray': {
    name: 'Leave-in anti-klit spray',
    description:
      'Een lichte leave-in spray die verzacht, ontwart en beschermt tegen hitte tot 200 °C. Spray op vochtig of droog haar voordat je gaat kammen. 250 ml.',
  },
  'rosemary-scalp-oil': {
    name: 'Hoofdhuidolie met rozemarijn',
    description:
      'Een lichte hoofdhuidolie met rozemarijn, pepermunt en jojoba die droogte en jeuk onder vlechten, pruiken en sew-ins verzacht. Twee tot drie keer per week met het tuitje tussen de scheidingen aanbrengen. 60 ml.',
  },
  'curl-defining-mousse': {
    name: 'Kruldefiniërende mousse',
    description:
      'Een schuim met weinig alcohol dat vlechten, twists en krullende extensions fixeert met een zachte, soepele hold zonder krokant gevoel. Ruim aanbrengen en onder een sjaal laten drogen. 250 ml.',
  },
  'braid-sheen-spray': {
    name: 'Braid Sheen & Soothe spray',
    description:
      'Een fijne nevel met tea tree en aloë die vlechten een zachte glans geeft en een jeukende hoofdhuid tussen wasbeurten door kalmeert. Laat geen laagje achter op synthetisch haar. 250 ml.',
  },

  // — Salonproducten: tools —
  'carbon-tail-comb': {
    name: 'Carbon staartkam',
    description:
      'Een antistatische carbon kam met fijne tanden en een lange steel voor strakke, precieze scheidingen bij vlechten en sew-ins. Hittebestendig tot 220 °C, dus hij kan de stijltang volgen.',
  },
  'wide-tooth-detangling-comb': {
    name: 'Grove ontwarkam',
    description:
      'Gladde, naadloze brede tanden glijden zonder haken door krullen, pruiken en natte extensions. Dé kam voor onder de douche met conditioner.',
  },
  'dual-edge-brush': {
    name: 'Dubbele edge brush',
    description:
      'Een dubbelzijdige edge brush: zachte, dichte haren om babyhaartjes te leggen en een fijne kam om ze in model te brengen. Klein genoeg voor je make-uptasje.',
  },
  'boar-bristle-paddle-brush': {
    name: 'Paddle brush met zwijnenhaar en nylon',
    description:
      'Een paddle brush met kussen en gemengde haren van zwijnenhaar en nylon die steile pruiken en extensions glad en glanzend borstelt en de natuurlijke oliën verdeelt. Borstel van de punten naar boven.',
  },
  'canvas-block-head': {
    name: 'Canvas pruikenhoofd',
    description:
      'Een stevig kurken hoofd met canvas bekleding om pruiken te maken, te stylen en te bewaren; spelden zitten muurvast en het past op een standaard tafelklem. Kies de maat die het dichtst bij je hoofdomtrek ligt.',
  },
  'ceramic-flat-iron': {
    name: 'Keramische stijltang 1 inch',
    description:
      'Verende keramische platen die gelijkmatig verwarmen van 120 tot 230 °C voor een gladde finish op pruiken van echt haar en silk presses. Schakelt na 60 minuten automatisch uit, draaibaar snoer (360°). Gebruik een lage temperatuur op gebleekt haar.',
  },
  'crochet-latch-hook-set': {
    name: 'Set crochet haaknaalden',
    description:
      'Drie haaknaalden in verschillende maten voor crochet-installaties, het herstellen van locs en het doorhalen van haar door pruikcaps. Roestvrij staal met handgrepen die goed in de hand liggen.',
  },
  'hot-comb-electric': {
    name: 'Elektrische hot comb',
    description:
      'Een elektrische perskam met instelbare temperatuur. Tijdelijk uit het assortiment terwijl we overstappen op een model met keramische kop en automatische uitschakeling.',
  },

  // — Salonproducten: lijmen —
  'lace-wig-glue-strong-hold': {
    name: 'Lace pruiklijm — Sterke hold',
    description:
      'Een waterbestendige lacelijm die transparant opdroogt en een frontal tot drie weken vasthoudt. Breng dunne laagjes aan met het kwastje in de dop en laat elke laag helder worden voordat je de lace aandrukt. Doe eerst een huidtest. 38 ml.',
  },
  'lace-melting-spray': {
    name: 'Lace melting spray',
    description:
      'Een lichte fixeerspray die lace plat legt en vastzet, zodat de haarlijn wegvalt in je huid; gebruik hem los voor glueless dragen of over lijm voor extra hold. Knoop na het sprayen vijf minuten een sjaal over de lace. 80 ml.',
  },
  'waterproof-lace-tape-roll': {
    name: 'Waterproof lacetape op rol',
    description:
      'Dubbelzijdige transparante tape voor lacepruiken en toupets, die blijft zitten bij zweet en een training in de sportschool. 2,7 m × 0,8 cm op een rol; knip stroken op maat langs je haarlijn.',
  },
  'adhesive-remover': {
    name: 'Milde lijmverwijderaar',
    description:
      'Een verwijderaar op oliebasis die lacelijm en tape oplost, zodat de unit loskomt zonder aan je edges te trekken of de lace te scheuren. Goed laten intrekken, twee minuten wachten en dan langzaam vanaf het oor loshalen. 60 ml.',
  },
  'scalp-protector': {
    name: 'Scalp protector',
    description:
      'Een snel drogende beschermlaag die je voor lijm of tape op de huid aanbrengt: beschermt een gevoelige huid en geeft de lijm meer grip. Laat drogen tot hij licht plakt voordat je gaat bevestigen. 38 ml.',
  },

  // — Salonproducten: accessoires —
  'satin-bonnet-double-layer': {
    name: 'Satijnen bonnet — Dubbellaags',
    description:
      'Een ruime, dubbellaagse satijnen bonnet met een zachte, brede band die de hele nacht blijft zitten zonder op je edges te drukken. Groot genoeg voor vlechten, locs en sew-ins; minder pluis en breuk.',
  },
  'velvet-wig-grip-band': {
    name: 'Fluwelen wig grip band',
    description:
      'Een zachte fluwelen band met verstelbare klittenbandsluiting die pruiken zonder lijm op hun plek houdt en je edges beschermt. Wasbaar in de machine.',
  },
  'stocking-wig-caps-2-pack': {
    name: 'Nylon pruikcaps — 2 stuks',
    description:
      'Dunne, rekbare nylon caps die vlechten plat leggen en je eigen haar glad houden onder een pruik. Twee per verpakking; kies de kleur die het dichtst bij je hoofdhuid ligt.',
  },
  'bobby-pins-100': {
    name: 'Schuifspeldjes — 100 stuks',
    description:
      'Matte schuifspeldjes met rubberen puntjes die grip geven zonder te haken, in een herbruikbaar blikje. Voor knotten, paardenstaarten en om pruiken en closures vast te zetten.',
  },
  'edge-laying-scarf': {
    name: 'Edge laying sjaal',
    description:
      'Een brede, rekbare satijnen sjaal om over pas gelegde edges en lace te knopen terwijl ze zich zetten. Zacht voor de haarlijn en herbruikbaar; met de hand wassen.',
  },
  'braid-cuffs-and-rings': {
    name: 'Vlechtcuffs & ringen — 20 stuks',
    description:
      'Twintig open cuffs, ringetjes en spiraaltjes in geborsteld goudkleur die je over vlechten en locs schuift. Zachtjes dichtknijpen om te sluiten; uit doen voordat je je haar wast.',
  },
  'mulberry-silk-pillowcase': {
    name: 'Kussensloop van moerbeizijde',
    description:
      'Een kussensloop van 22 momme moerbeizijde waarover haar en extensions glijden in plaats van schuren, zodat je kapsel langer mooi blijft met minder pluis. Standaardmaat 60 × 70 cm met envelopsluiting. Koel wassen op een fijnwasprogramma.',
  },
  'sectioning-clips-12': {
    name: 'Sectieclips — 12 stuks',
    description:
      'Matte krokodillenclips met een sterke veer die dikke lokken uit elkaar houden terwijl je vlecht, naait of kleurt. Laten geen deukjes achter in geföhnd haar.',
  },
};
