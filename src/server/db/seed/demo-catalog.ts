import type { CategoryOf, FamilySlug } from '@/domain/catalog';

/**
 * The demo catalog seeded into an empty database: what a hair shop in the Netherlands and Belgium
 * really stocks, at realistic EUR prices (integer cents). It is also the single source for the
 * product artwork: `scripts/generate-product-art.mjs` reads this list and draws each image from
 * the product's category, tags and name, so renaming or recolouring a product here and re-running
 * the script keeps pictures and data in step.
 */

export type DemoVariant = {
  name: string;
  price: number;
  business_price: number | null;
  stock: number;
  /** The shade's swatch (#rrggbb); null for lengths and sizes. */
  colour: string | null;
};

/** Family and category are paired, so a product can never claim e.g. salon-essentials/wigs. */
type Placement = { [F in FamilySlug]: { family: F; category: CategoryOf<F> } }[FamilySlug];

export type DemoProduct = Placement & {
  slug: string;
  name: string;
  description: string;
  images: string[];
  price: number;
  business_price: number | null;
  variant_detail: DemoVariant[];
  stock: number;
  /**
   * What the product weighs, in grams, as the description states it ("100 g per bundle"). The
   * seed stores it as weight_oz (the API's unit) by the factor the shop shows grams with, so the
   * page shows exactly this figure again.
   */
  weight_g: number | null;
  tags: string[];
  active: boolean;
  /** Units sold so far; the shop sorts "popular" by it. */
  popularity: number;
  /** Age of the listing; the seed turns it into created_at so "newest" has a real order. */
  created_days_ago: number;
};

/** Salons pay roughly a third less than retail; ending in 5 cents reads as a set price, not a formula. */
const BUSINESS_RATE = 0.65;
function businessPrice(price: number, rate: number): number {
  return Math.max(5, Math.round((price * rate) / 10) * 10 - 5);
}

type Row = readonly [name: string, price: number, stock: number];

/**
 * The swatch of every shade the demo catalog sells, by its name: the industry's numbered hair
 * colours (1 jet black … 613 platinum) and the accessories' own colours. Ombres show the colour
 * of their ends; their roots are always 1B.
 */
const SHADE_COLOURS: Readonly<Record<string, string>> = {
  '1 Jet black': '#0f0e0e',
  '1B Natural black': '#1c1a19',
  '2 Dark brown': '#2e221c',
  '4 Medium brown': '#4a3226',
  '27 Honey blonde': '#b7834a',
  '30 Light auburn': '#8a4b2a',
  '613 Platinum blonde': '#e8d3a2',
  '99J Burgundy': '#5a1a24',
  'Ombre 1B/27': '#b7834a',
  'Ombre 1B/30': '#8a4b2a',
  'Ombre 1B/613': '#e8d3a2',
  'Ombre 1B/Burgundy': '#6b1e2b',
  'Ombre 1B/Grey': '#a8a5a0',
  Sand: '#d8c3a5',
  Clay: '#b9714f',
  Black: '#1a1a1a',
  Brown: '#5b3a29',
  Beige: '#d9c2a3',
  'Light brown': '#a47b5a',
  'Medium brown': '#7a5238',
  'Dark brown': '#4a3022',
  Bronze: '#8c5a2b',
  'Gold tone': '#c9a45c',
};

/** A shade's swatch, or null for a variant that is no colour (a length, a size). */
export function shadeColour(name: string): string | null {
  return SHADE_COLOURS[name] ?? null;
}

type Pricing = Pick<DemoProduct, 'price' | 'business_price' | 'variant_detail' | 'stock'>;

/**
 * A product sold in variants. `rate: null` means no wholesale price (the salon pays retail).
 * The product's own price is the lowest variant price, which the shop shows as "from".
 */
function variants(rows: readonly Row[], rate: number | null = BUSINESS_RATE): Pricing {
  const detail = rows.map(([name, price, stock]) => ({
    name,
    price,
    business_price: rate === null ? null : businessPrice(price, rate),
    stock,
    colour: shadeColour(name),
  }));
  const prices = detail.map((v) => v.price);
  const lowest = Math.min(...prices);
  return {
    price: lowest,
    business_price: rate === null ? null : businessPrice(lowest, rate),
    variant_detail: detail,
    stock: 0,
  };
}

/** A product without variants: its stock lives on the product itself. */
function single(price: number, stock: number, rate: number | null = BUSINESS_RATE): Pricing {
  return {
    price,
    business_price: rate === null ? null : businessPrice(price, rate),
    variant_detail: [],
    stock,
  };
}

/** Length variants: prices rise with length, as hair is priced by weight of long strands. */
function lengths(
  rows: readonly (readonly [inches: number, price: number, stock: number])[],
): Row[] {
  return rows.map(([inches, price, stock]) => [`${inches} inch`, price, stock] as const);
}

/** The same price in several shades; only stock differs. */
function shades(price: number, rows: readonly (readonly [shade: string, stock: number])[]): Row[] {
  return rows.map(([shade, stock]) => [shade, price, stock] as const);
}

function images(slug: string, count: 1 | 2 = 1): string[] {
  const first = `/images/products/${slug}.svg`;
  return count === 2 ? [first, `/images/products/${slug}-2.svg`] : [first];
}

const HUMAN_HAIR: DemoProduct[] = [
  // — Bundles —
  {
    slug: 'brazilian-straight-bundle',
    name: 'Brazilian Straight Bundle',
    family: 'human-hair',
    category: 'bundles',
    description:
      'Virgin human hair in a silky straight texture, cuticle-aligned so it stays smooth and tangle-free. Each bundle weighs 100 g on a double machine weft; most full sew-ins use three. Can be coloured, curled and straightened like your own hair.',
    images: images('brazilian-straight-bundle', 2),
    ...variants(
      lengths([
        [12, 5900, 64],
        [14, 6900, 88],
        [16, 7900, 112],
        [18, 8900, 96],
        [20, 9900, 71],
        [22, 10900, 42],
        [24, 12900, 18],
        [26, 14900, 0],
      ]),
    ),
    weight_g: 100,
    tags: ['straight', 'virgin', 'natural black', '1b', 'sew-in', 'weave'],
    active: true,
    popularity: 1284,
    created_days_ago: 410,
  },
  {
    slug: 'brazilian-body-wave-bundle',
    name: 'Brazilian Body Wave Bundle',
    family: 'human-hair',
    category: 'bundles',
    description:
      'Virgin human hair with a soft, S-shaped body wave that holds after washing. 100 g per bundle on a double weft that does not shed at the seam. Air-dry with a leave-in to keep the pattern; a flat iron takes it straight when you want a change.',
    images: images('brazilian-body-wave-bundle', 2),
    ...variants(
      lengths([
        [12, 5900, 52],
        [14, 6900, 77],
        [16, 7900, 104],
        [18, 8900, 90],
        [20, 9900, 63],
        [22, 10900, 35],
        [24, 12900, 11],
        [26, 14900, 6],
      ]),
    ),
    weight_g: 100,
    tags: ['body wave', 'wavy', 'virgin', 'natural black', '1b', 'sew-in', 'weave'],
    active: true,
    popularity: 1517,
    created_days_ago: 402,
  },
  {
    slug: 'peruvian-deep-wave-bundle',
    name: 'Peruvian Deep Wave Bundle',
    family: 'human-hair',
    category: 'bundles',
    description:
      'A tight, defined deep wave on soft, slightly coarser human hair that blends well with relaxed and silk-pressed hair. 100 g per bundle. Refresh the waves with water and a curl cream; avoid brushing when dry.',
    images: images('peruvian-deep-wave-bundle'),
    ...variants(
      lengths([
        [14, 7400, 38],
        [16, 8400, 45],
        [18, 9400, 40],
        [20, 10400, 22],
        [22, 11900, 9],
        [24, 13400, 0],
      ]),
    ),
    weight_g: 100,
    tags: ['deep wave', 'curly', 'virgin', 'natural black', '1b', 'sew-in'],
    active: true,
    popularity: 644,
    created_days_ago: 298,
  },
  {
    slug: 'malaysian-water-wave-bundle',
    name: 'Malaysian Water Wave Bundle',
    family: 'human-hair',
    category: 'bundles',
    description:
      'Loose, wet-look ripples on fine, glossy human hair. Each 100 g bundle is sewn on a reinforced weft. The pattern comes back when wet, so it suits swimmers and wash-and-go routines.',
    images: images('malaysian-water-wave-bundle'),
    ...variants(
      lengths([
        [14, 7200, 30],
        [16, 8200, 44],
        [18, 9200, 37],
        [20, 10200, 25],
        [22, 11700, 12],
      ]),
    ),
    weight_g: 100,
    tags: ['water wave', 'wavy', 'natural black', '1b', 'sew-in'],
    active: true,
    popularity: 402,
    created_days_ago: 176,
  },
  {
    slug: 'kinky-curly-bundle',
    name: 'Kinky Curly Bundle',
    family: 'human-hair',
    category: 'bundles',
    description:
      'A tight 3C–4A curl made to blend with natural hair, on soft human hair with body. 100 g per bundle. Finger-detangle with conditioner and define with a gel or custard; never brush it dry.',
    images: images('kinky-curly-bundle', 2),
    ...variants(
      lengths([
        [12, 6400, 28],
        [14, 7400, 41],
        [16, 8400, 36],
        [18, 9400, 24],
        [20, 10400, 8],
        [22, 11900, 5],
      ]),
    ),
    weight_g: 100,
    tags: ['kinky curly', 'curly', 'afro', 'natural', 'natural black', '1b', 'sew-in'],
    active: true,
    popularity: 873,
    created_days_ago: 233,
  },
  {
    slug: 'kinky-straight-bundle',
    name: 'Kinky Straight Bundle',
    family: 'human-hair',
    category: 'bundles',
    description:
      'Straight hair with the coarse, slightly textured finish of a blow-out on natural hair, so leave-out blends without a silk press. 100 g on a double weft. Holds a curl from rollers or flexi-rods.',
    images: images('kinky-straight-bundle'),
    ...variants(
      lengths([
        [14, 6900, 33],
        [16, 7900, 40],
        [18, 8900, 29],
        [20, 9900, 17],
        [22, 11400, 7],
      ]),
    ),
    weight_g: 100,
    tags: ['kinky straight', 'yaki', 'straight', 'blow-out', 'natural black', '1b'],
    active: true,
    popularity: 356,
    created_days_ago: 121,
  },
  {
    slug: 'honey-blonde-body-wave-bundle',
    name: 'Honey Blonde 27 Body Wave Bundle',
    family: 'human-hair',
    category: 'bundles',
    description:
      'Body wave human hair pre-lightened and toned to a warm honey blonde (shade 27), so it is ready to install. 100 g per bundle. Use a purple or sulfate-free shampoo and a deep mask weekly to keep lightened hair soft.',
    images: images('honey-blonde-body-wave-bundle'),
    ...variants(
      lengths([
        [14, 7900, 26],
        [16, 8900, 31],
        [18, 9900, 22],
        [20, 10900, 14],
        [22, 12400, 6],
      ]),
    ),
    weight_g: 100,
    tags: ['body wave', 'wavy', 'blonde', 'honey blonde', '27', 'coloured'],
    active: true,
    popularity: 288,
    created_days_ago: 64,
  },
  {
    slug: 'platinum-613-straight-bundle',
    name: 'Platinum Blonde 613 Straight Bundle',
    family: 'human-hair',
    category: 'bundles',
    description:
      'Straight human hair lifted to a clean platinum (shade 613), the base colourists ask for when they want to tone or dye any shade. 100 g per bundle. Lightened hair is more porous, so deep-condition it after every colour service.',
    images: images('platinum-613-straight-bundle', 2),
    ...variants(
      lengths([
        [14, 8400, 24],
        [16, 9400, 30],
        [18, 10400, 27],
        [20, 11400, 15],
        [22, 12900, 8],
        [24, 14400, 3],
      ]),
    ),
    weight_g: 100,
    tags: ['straight', 'blonde', 'platinum', '613', 'colourable'],
    active: true,
    popularity: 519,
    created_days_ago: 142,
  },

  // — Closures —
  {
    slug: 'hd-lace-closure-5x5-straight',
    name: 'HD Lace Closure 5x5 — Straight',
    family: 'human-hair',
    category: 'closures',
    description:
      'A 5x5 inch closure on thin HD lace that melts into every skin tone, with a pre-plucked hairline and bleached knots. Part it free anywhere in the lace. Matches our straight bundles in texture and colour.',
    images: images('hd-lace-closure-5x5-straight'),
    ...variants(
      lengths([
        [12, 6900, 27],
        [14, 7400, 35],
        [16, 8400, 31],
        [18, 9900, 14],
      ]),
    ),
    weight_g: 45,
    tags: ['closure', 'hd lace', 'lace', '5x5', 'straight', 'pre-plucked', 'natural black', '1b'],
    active: true,
    popularity: 612,
    created_days_ago: 288,
  },
  {
    slug: 'lace-closure-4x4-body-wave',
    name: 'Lace Closure 4x4 — Body Wave',
    family: 'human-hair',
    category: 'closures',
    description:
      'A 4x4 inch transparent lace closure in body wave to finish a sew-in without leave-out. Free part, lightly pre-plucked. Tint the lace with foundation or a lace spray for darker scalps.',
    images: images('lace-closure-4x4-body-wave'),
    ...variants(
      lengths([
        [12, 4900, 40],
        [14, 5400, 52],
        [16, 6400, 38],
        [18, 7900, 19],
      ]),
    ),
    weight_g: 40,
    tags: ['closure', 'lace', 'transparent lace', '4x4', 'body wave', 'natural black', '1b'],
    active: true,
    popularity: 705,
    created_days_ago: 366,
  },
  {
    slug: 'kinky-curly-lace-closure-4x4',
    name: 'Kinky Curly Lace Closure 4x4',
    family: 'human-hair',
    category: 'closures',
    description:
      'A 4x4 inch closure in a tight kinky curl with a natural, slightly irregular hairline. Pairs with our kinky curly bundles for a protective install that looks like your own hair.',
    images: images('kinky-curly-lace-closure-4x4'),
    ...variants(
      lengths([
        [12, 5400, 16],
        [14, 5900, 21],
        [16, 6900, 10],
      ]),
    ),
    weight_g: 40,
    tags: ['closure', 'lace', '4x4', 'kinky curly', 'curly', 'natural black', '1b'],
    active: true,
    popularity: 231,
    created_days_ago: 190,
  },
  {
    slug: 'deep-part-closure-2x6-straight',
    name: 'Deep Part Closure 2x6 — Straight',
    family: 'human-hair',
    category: 'closures',
    description:
      'A narrow 2x6 inch lace closure for a sharp, deep middle part on sleek installs. HD lace, pre-plucked, with baby hairs left for laying edges.',
    images: images('deep-part-closure-2x6-straight'),
    ...variants(
      lengths([
        [14, 5900, 22],
        [16, 6900, 18],
        [18, 7900, 0],
      ]),
    ),
    weight_g: 35,
    tags: ['closure', 'hd lace', 'lace', '2x6', 'middle part', 'straight', 'natural black', '1b'],
    active: true,
    popularity: 167,
    created_days_ago: 47,
  },

  // — Frontals —
  {
    slug: 'hd-lace-frontal-13x4-straight',
    name: 'HD Lace Frontal 13x4 — Straight',
    family: 'human-hair',
    category: 'frontals',
    description:
      'Ear-to-ear 13x4 inch HD lace frontal in straight human hair, pre-plucked with bleached knots. Lets you part anywhere and wear the hair back. Install with a lace adhesive or a glueless band.',
    images: images('hd-lace-frontal-13x4-straight', 2),
    ...variants(
      lengths([
        [14, 9900, 24],
        [16, 10900, 30],
        [18, 12400, 26],
        [20, 13900, 12],
        [22, 14900, 5],
      ]),
    ),
    weight_g: 75,
    tags: ['frontal', 'hd lace', 'lace', '13x4', 'straight', 'pre-plucked', 'natural black', '1b'],
    active: true,
    popularity: 538,
    created_days_ago: 301,
  },
  {
    slug: 'hd-lace-frontal-13x4-body-wave',
    name: 'HD Lace Frontal 13x4 — Body Wave',
    family: 'human-hair',
    category: 'frontals',
    description:
      'A 13x4 inch HD lace frontal in body wave, matching our body wave bundles. Pre-plucked hairline with small knots. The wave sits softly when air-dried with a light mousse.',
    images: images('hd-lace-frontal-13x4-body-wave'),
    ...variants(
      lengths([
        [14, 9900, 20],
        [16, 10900, 27],
        [18, 12400, 18],
        [20, 13900, 9],
      ]),
    ),
    weight_g: 75,
    tags: ['frontal', 'hd lace', 'lace', '13x4', 'body wave', 'wavy', 'natural black', '1b'],
    active: true,
    popularity: 463,
    created_days_ago: 287,
  },
  {
    slug: 'lace-frontal-13x6-deep-wave',
    name: 'Lace Frontal 13x6 — Deep Wave',
    family: 'human-hair',
    category: 'frontals',
    description:
      'A deeper 13x6 inch transparent lace frontal for more parting space, in a defined deep wave. Refresh curls with water and a curl cream; keep it on a wig stand between wears.',
    images: images('lace-frontal-13x6-deep-wave'),
    ...variants(
      lengths([
        [16, 11900, 14],
        [18, 13400, 11],
        [20, 14900, 6],
      ]),
    ),
    weight_g: 85,
    tags: [
      'frontal',
      'lace',
      'transparent lace',
      '13x6',
      'deep wave',
      'curly',
      'natural black',
      '1b',
    ],
    active: true,
    popularity: 198,
    created_days_ago: 98,
  },
  {
    slug: 'platinum-613-lace-frontal-13x4',
    name: 'Platinum Blonde 613 Lace Frontal 13x4',
    family: 'human-hair',
    category: 'frontals',
    description:
      'A 13x4 inch frontal in straight platinum blonde (613) to match our 613 bundles, ready to wear or to tone. Light-brown lace suits fair to medium skin; tint it for deeper tones.',
    images: images('platinum-613-lace-frontal-13x4'),
    ...variants(
      lengths([
        [14, 10900, 12],
        [16, 11900, 15],
        [18, 13400, 7],
      ]),
    ),
    weight_g: 75,
    tags: ['frontal', 'lace', '13x4', 'straight', 'blonde', 'platinum', '613', 'colourable'],
    active: true,
    popularity: 142,
    created_days_ago: 131,
  },

  // — Wigs —
  {
    slug: 'lace-frontal-wig-13x4-straight',
    name: 'Lace Frontal Wig 13x4 — Straight',
    family: 'human-hair',
    category: 'wigs',
    description:
      'A fully constructed human hair wig with a 13x4 inch HD lace front, 180% density and a pre-plucked hairline. Medium cap with adjustable straps and combs. Arrives ready to wear; cut the lace to your hairline before installing.',
    images: images('lace-frontal-wig-13x4-straight', 2),
    ...variants(
      lengths([
        [16, 24900, 18],
        [18, 27900, 22],
        [20, 29900, 20],
        [22, 33900, 11],
        [24, 37900, 6],
        [26, 44900, 2],
      ]),
    ),
    weight_g: 240,
    tags: [
      'wig',
      'lace front',
      'hd lace',
      '13x4',
      'straight',
      '180 density',
      'natural black',
      '1b',
    ],
    active: true,
    popularity: 702,
    created_days_ago: 342,
  },
  {
    slug: 'hd-lace-frontal-wig-13x6-body-wave',
    name: 'HD Lace Frontal Wig 13x6 — Body Wave',
    family: 'human-hair',
    category: 'wigs',
    description:
      'Body wave human hair wig with a deep 13x6 inch HD lace front for free parting and a natural hairline. 200% density for fullness from root to end. Sleep in a satin bonnet and the wave lasts between washes.',
    images: images('hd-lace-frontal-wig-13x6-body-wave', 2),
    ...variants(
      lengths([
        [18, 29900, 14],
        [20, 32900, 16],
        [22, 36900, 10],
        [24, 42900, 5],
        [26, 49900, 0],
      ]),
    ),
    weight_g: 270,
    tags: [
      'wig',
      'lace front',
      'hd lace',
      '13x6',
      'body wave',
      'wavy',
      '200 density',
      'natural black',
      '1b',
    ],
    active: true,
    popularity: 596,
    created_days_ago: 215,
  },
  {
    slug: 'glueless-closure-wig-5x5-bob',
    name: 'Glueless Closure Wig 5x5 — Straight Bob',
    family: 'human-hair',
    category: 'wigs',
    description:
      'A blunt straight bob on a glueless cap: a 5x5 inch HD lace closure, an elastic band and pre-cut lace, so it goes on in minutes without adhesive. 150% density human hair. A good first wig.',
    images: images('glueless-closure-wig-5x5-bob'),
    ...variants(
      lengths([
        [10, 18900, 26],
        [12, 20900, 21],
        [14, 22900, 13],
      ]),
    ),
    weight_g: 170,
    tags: [
      'wig',
      'glueless',
      'closure wig',
      'bob',
      'straight',
      'beginner friendly',
      'natural black',
      '1b',
    ],
    active: true,
    popularity: 934,
    created_days_ago: 84,
  },
  {
    slug: 'glueless-kinky-curly-wig',
    name: 'Glueless Kinky Curly Wig',
    family: 'human-hair',
    category: 'wigs',
    description:
      'A voluminous kinky curly human hair wig on a glueless 5x5 inch closure cap with a natural, slightly irregular hairline. 180% density. Spritz with water and leave-in to refresh the curls each morning.',
    images: images('glueless-kinky-curly-wig'),
    ...variants(
      lengths([
        [16, 25900, 9],
        [18, 27900, 12],
        [20, 29900, 8],
        [22, 32900, 4],
      ]),
    ),
    weight_g: 225,
    tags: ['wig', 'glueless', 'kinky curly', 'curly', 'afro', 'natural', 'natural black', '1b'],
    active: true,
    popularity: 318,
    created_days_ago: 57,
  },
  {
    slug: 'ombre-water-wave-frontal-wig',
    name: 'Ombre 1B/30 Water Wave Frontal Wig',
    family: 'human-hair',
    category: 'wigs',
    description:
      'Water wave human hair wig with dark roots melting into a light auburn (1B/30), hand-coloured so the blend is gradual. 13x4 inch transparent lace front, 180% density. Use colour-safe, sulfate-free care to keep the ombre warm.',
    images: images('ombre-water-wave-frontal-wig'),
    ...variants(
      lengths([
        [18, 28900, 7],
        [20, 31900, 9],
        [22, 34900, 5],
      ]),
    ),
    weight_g: 240,
    tags: [
      'wig',
      'lace front',
      '13x4',
      'water wave',
      'wavy',
      'ombre',
      '1b/30',
      'auburn',
      'coloured',
    ],
    active: true,
    popularity: 211,
    created_days_ago: 22,
  },
  {
    slug: 'burgundy-99j-body-wave-wig',
    name: 'Burgundy 99J Body Wave Wig',
    family: 'human-hair',
    category: 'wigs',
    description:
      'A deep wine-red (99J) body wave wig in human hair with a 13x4 inch lace front and 180% density. The colour is dyed through, so it fades gently rather than turning brassy. Wash in cool water with a colour-safe shampoo.',
    images: images('burgundy-99j-body-wave-wig'),
    ...variants(
      lengths([
        [18, 27900, 0],
        [20, 29900, 0],
        [22, 32900, 0],
      ]),
    ),
    weight_g: 240,
    tags: ['wig', 'lace front', '13x4', 'body wave', 'wavy', 'burgundy', '99j', 'red', 'coloured'],
    active: true,
    popularity: 377,
    created_days_ago: 160,
  },
  {
    slug: 'headband-wig-water-wave',
    name: 'Headband Wig — Water Wave',
    family: 'human-hair',
    category: 'wigs',
    description:
      'A no-lace water wave wig with a velvet headband attached, worn without glue or leave-out. Replaced in the range by our glueless closure wigs, which give a more natural hairline.',
    images: images('headband-wig-water-wave'),
    ...variants(
      lengths([
        [16, 14900, 3],
        [18, 16900, 1],
      ]),
    ),
    weight_g: 200,
    tags: ['wig', 'headband wig', 'glueless', 'water wave', 'wavy', 'natural black', '1b'],
    active: false,
    popularity: 146,
    created_days_ago: 520,
  },

  // — Ponytails —
  {
    slug: 'drawstring-ponytail-straight',
    name: 'Drawstring Ponytail — Sleek Straight',
    family: 'human-hair',
    category: 'ponytails',
    description:
      'A sleek straight human hair ponytail on a drawstring net with two combs: gather your own hair, slip it in and pull tight. 120 g of hair for a full, swinging finish. Wrap the base with a strand to hide the cord.',
    images: images('drawstring-ponytail-straight'),
    ...variants(
      lengths([
        [14, 4900, 30],
        [18, 6400, 34],
        [22, 7900, 19],
        [26, 8900, 8],
      ]),
    ),
    weight_g: 120,
    tags: ['ponytail', 'drawstring', 'straight', 'sleek', 'natural black', '1b'],
    active: true,
    popularity: 486,
    created_days_ago: 204,
  },
  {
    slug: 'wrap-around-ponytail-body-wave',
    name: 'Wrap-around Ponytail — Body Wave',
    family: 'human-hair',
    category: 'ponytails',
    description:
      'A long body wave ponytail on a single wrap-around strip with a hidden hook-and-loop closure, so the base looks like your own hair. 140 g of human hair. Heat style up to 180 °C.',
    images: images('wrap-around-ponytail-body-wave'),
    ...variants(
      lengths([
        [18, 6900, 18],
        [22, 8400, 15],
        [26, 9900, 7],
      ]),
    ),
    weight_g: 140,
    tags: ['ponytail', 'wrap-around', 'body wave', 'wavy', 'natural black', '1b'],
    active: true,
    popularity: 251,
    created_days_ago: 110,
  },
  {
    slug: 'afro-puff-ponytail-kinky-curly',
    name: 'Afro Puff Drawstring — Kinky Curly',
    family: 'human-hair',
    category: 'ponytails',
    description:
      'A round afro puff in kinky curly human hair on a drawstring with combs, for a full puff in seconds over natural or relaxed hair. Fluff with a pick and refresh with water.',
    images: images('afro-puff-ponytail-kinky-curly'),
    ...variants([
      ['Small (8 inch puff)', 3900, 22],
      ['Medium (10 inch puff)', 4900, 27],
      ['Large (12 inch puff)', 5900, 11],
    ]),
    weight_g: 85,
    tags: [
      'ponytail',
      'afro puff',
      'drawstring',
      'kinky curly',
      'afro',
      'natural',
      'natural black',
      '1b',
    ],
    active: true,
    popularity: 334,
    created_days_ago: 73,
  },
  {
    slug: 'claw-clip-ponytail-kinky-straight',
    name: 'Claw-clip Ponytail — Kinky Straight',
    family: 'human-hair',
    category: 'ponytails',
    description:
      'A blow-out textured ponytail on a sturdy claw clip that blends with natural hair. 100 g of human hair at 16 inch. Clip over a low bun and smooth the edges with a little gel.',
    images: images('claw-clip-ponytail-kinky-straight'),
    ...variants(
      shades(5900, [
        ['1B Natural black', 24],
        ['2 Dark brown', 13],
      ]),
    ),
    weight_g: 100,
    tags: [
      'ponytail',
      'claw clip',
      'kinky straight',
      'yaki',
      'blow-out',
      'natural black',
      '1b',
      'dark brown',
    ],
    active: true,
    popularity: 122,
    created_days_ago: 16,
  },

  // — Clip-ins —
  {
    slug: 'clip-in-extensions-straight',
    name: 'Clip-in Extensions 7 Pieces — Straight',
    family: 'human-hair',
    category: 'clip-ins',
    description:
      'A full head of straight human hair clip-ins: seven wefts in graded widths with 16 silicone-backed clips, 120 g at 18 inch. Clip in under your own hair in ten minutes and take them out at night.',
    images: images('clip-in-extensions-straight', 2),
    ...variants(
      shades(11900, [
        ['1B Natural black', 40],
        ['2 Dark brown', 32],
        ['4 Medium brown', 21],
        ['27 Honey blonde', 14],
        ['613 Platinum blonde', 9],
      ]),
    ),
    weight_g: 120,
    tags: [
      'clip-in',
      'clip ins',
      'straight',
      'natural black',
      'dark brown',
      'medium brown',
      'blonde',
      'removable',
    ],
    active: true,
    popularity: 768,
    created_days_ago: 258,
  },
  {
    slug: 'clip-in-extensions-kinky-curly',
    name: 'Clip-in Extensions — Kinky Curly',
    family: 'human-hair',
    category: 'clip-ins',
    description:
      'Kinky curly clip-ins to add length and volume to natural hair without braiding down. Eight wefts, 140 g, with curls that match a 3C–4A texture. Stretch your own hair slightly for a seamless blend.',
    images: images('clip-in-extensions-kinky-curly'),
    ...variants(
      lengths([
        [14, 10900, 19],
        [16, 11900, 24],
        [18, 12900, 12],
        [20, 13900, 6],
      ]),
    ),
    weight_g: 140,
    tags: ['clip-in', 'clip ins', 'kinky curly', 'curly', 'afro', 'natural', 'natural black', '1b'],
    active: true,
    popularity: 289,
    created_days_ago: 136,
  },
  {
    slug: 'seamless-clip-in-set-body-wave',
    name: 'Seamless Clip-in Set — Body Wave',
    family: 'human-hair',
    category: 'clip-ins',
    description:
      'Body wave clip-ins on thin, flat polyurethane wefts that lie invisibly even in fine hair. Five pieces, 100 g, in natural black. Wash them by hand and let them dry flat.',
    images: images('seamless-clip-in-set-body-wave'),
    ...variants(
      lengths([
        [16, 12900, 15],
        [20, 14900, 10],
        [24, 16900, 0],
      ]),
    ),
    weight_g: 100,
    tags: [
      'clip-in',
      'clip ins',
      'seamless',
      'body wave',
      'wavy',
      'natural black',
      '1b',
      'fine hair',
    ],
    active: true,
    popularity: 173,
    created_days_ago: 39,
  },
  {
    slug: 'clip-in-fringe-straight',
    name: 'Clip-in Fringe — Straight',
    family: 'human-hair',
    category: 'clip-ins',
    description:
      'A soft straight fringe on a lace base with three clips, to try bangs without the cut. Human hair, so you can trim and style it to your face.',
    images: images('clip-in-fringe-straight'),
    ...variants(
      shades(3900, [
        ['1B Natural black', 18],
        ['2 Dark brown', 12],
        ['27 Honey blonde', 5],
      ]),
    ),
    weight_g: 25,
    tags: ['clip-in', 'fringe', 'bangs', 'straight', 'natural black', 'dark brown', 'blonde'],
    active: true,
    popularity: 96,
    created_days_ago: 9,
  },
];

const BRAID_SHADES = [
  ['1 Jet black', 320],
  ['1B Natural black', 540],
  ['2 Dark brown', 260],
  ['4 Medium brown', 140],
  ['27 Honey blonde', 95],
  ['30 Light auburn', 70],
  ['613 Platinum blonde', 48],
  ['99J Burgundy', 36],
  ['Ombre 1B/30', 60],
  ['Ombre 1B/27', 0],
] as const;

const SYNTHETIC_HAIR: DemoProduct[] = [
  // — Braiding hair —
  {
    slug: 'pre-stretched-braiding-hair',
    name: 'Pre-stretched Braiding Hair',
    family: 'synthetic-hair',
    category: 'braiding-hair',
    description:
      'Lightweight synthetic braiding hair, already feathered at the ends so there is no stretching before knotless braids. 26 inch folded, about 80 g per pack. Itch-free coating; seal the ends in hot water. Most full heads take six to eight packs.',
    images: images('pre-stretched-braiding-hair', 2),
    ...variants(shades(495, BRAID_SHADES), 0.6),
    weight_g: 80,
    tags: [
      'braiding hair',
      'pre-stretched',
      'knotless',
      'box braids',
      'itch-free',
      'hot water set',
      'synthetic',
    ],
    active: true,
    popularity: 4820,
    created_days_ago: 380,
  },
  {
    slug: 'pre-stretched-braiding-hair-6-pack',
    name: 'Pre-stretched Braiding Hair — Pack of 6',
    family: 'synthetic-hair',
    category: 'braiding-hair',
    description:
      'Six packs of our pre-stretched braiding hair in one shade: enough for a full head of medium knotless braids. 26 inch folded, about 480 g in total.',
    images: images('pre-stretched-braiding-hair-6-pack'),
    ...variants(
      shades(2495, [
        ['1B Natural black', 120],
        ['2 Dark brown', 54],
        ['27 Honey blonde', 18],
        ['Ombre 1B/30', 0],
      ]),
      0.6,
    ),
    weight_g: 480,
    tags: ['braiding hair', 'pre-stretched', 'knotless', 'box braids', 'value pack', 'synthetic'],
    active: true,
    popularity: 1390,
    created_days_ago: 201,
  },
  {
    slug: 'jumbo-braid-hair',
    name: 'Jumbo Braid Hair',
    family: 'synthetic-hair',
    category: 'braiding-hair',
    description:
      'Classic jumbo braid hair, 82 inch unfolded, in a soft yaki texture that grips well for cornrows, feed-ins and box braids. Heat-friendly low-temperature fibre, so you can curl or seal the ends.',
    images: images('jumbo-braid-hair'),
    ...variants(
      shades(395, [
        ['1 Jet black', 210],
        ['1B Natural black', 340],
        ['2 Dark brown', 150],
        ['27 Honey blonde', 66],
        ['613 Platinum blonde', 41],
      ]),
      0.6,
    ),
    weight_g: 140,
    tags: [
      'braiding hair',
      'jumbo',
      'yaki',
      'heat-friendly',
      'cornrows',
      'feed-in',
      'box braids',
      'synthetic',
    ],
    active: true,
    popularity: 2960,
    created_days_ago: 450,
  },
  {
    slug: 'kinky-twist-braiding-hair',
    name: 'Kinky Twist Braiding Hair',
    family: 'synthetic-hair',
    category: 'braiding-hair',
    description:
      'A coarse, matte kinky texture for Marley-style twists and faux locs that look like natural hair. 24 inch, about 100 g per pack; fluff it apart before twisting. Two to three packs give a full head of medium twists.',
    images: images('kinky-twist-braiding-hair'),
    ...variants(
      shades(695, [
        ['1B Natural black', 88],
        ['2 Dark brown', 47],
        ['4 Medium brown', 30],
        ['30 Light auburn', 12],
      ]),
      0.62,
    ),
    weight_g: 100,
    tags: ['braiding hair', 'kinky twist', 'marley', 'twists', 'faux locs', 'afro', 'synthetic'],
    active: true,
    popularity: 812,
    created_days_ago: 317,
  },
  {
    slug: 'french-curl-braiding-hair',
    name: 'French Curl Braiding Hair',
    family: 'synthetic-hair',
    category: 'braiding-hair',
    description:
      'Braiding hair with a straight top and loose spiral curls at the ends, for the popular French curl braids without a separate curling step. 22 inch, about 150 g per pack. Finish with a mousse to keep the curls separate.',
    images: images('french-curl-braiding-hair', 2),
    ...variants(
      shades(895, [
        ['1B Natural black', 74],
        ['2 Dark brown', 38],
        ['27 Honey blonde', 21],
        ['99J Burgundy', 9],
        ['Ombre 1B/27', 14],
      ]),
      0.62,
    ),
    weight_g: 150,
    tags: ['braiding hair', 'french curl', 'curly ends', 'spiral', 'knotless', 'synthetic'],
    active: true,
    popularity: 1165,
    created_days_ago: 52,
  },
  {
    slug: 'ombre-pre-stretched-braiding-hair',
    name: 'Ombre Pre-stretched Braiding Hair',
    family: 'synthetic-hair',
    category: 'braiding-hair',
    description:
      'Two-tone pre-stretched braiding hair with a soft fade from a dark root to a lighter end, so the colour melt happens as you braid. 26 inch folded, about 80 g per pack.',
    images: images('ombre-pre-stretched-braiding-hair'),
    ...variants(
      shades(595, [
        ['Ombre 1B/30', 65],
        ['Ombre 1B/27', 48],
        ['Ombre 1B/613', 22],
        ['Ombre 1B/Burgundy', 0],
        ['Ombre 1B/Grey', 17],
      ]),
      0.6,
    ),
    weight_g: 80,
    tags: ['braiding hair', 'pre-stretched', 'ombre', 'two-tone', 'knotless', 'synthetic'],
    active: true,
    popularity: 733,
    created_days_ago: 95,
  },
  {
    slug: 'boho-curl-braiding-hair',
    name: 'Boho Curl Braiding Hair',
    family: 'synthetic-hair',
    category: 'braiding-hair',
    description:
      'Loose wavy curls for pulling through boho knotless braids. 18 inch, about 70 g per pack, soft enough to stay bouncy for weeks. Refresh with a water and leave-in mist.',
    images: images('boho-curl-braiding-hair'),
    ...variants(
      shades(795, [
        ['1B Natural black', 52],
        ['2 Dark brown', 26],
        ['27 Honey blonde', 0],
      ]),
      0.62,
    ),
    weight_g: 70,
    tags: ['braiding hair', 'boho', 'curly', 'bohemian', 'knotless', 'synthetic'],
    active: true,
    popularity: 547,
    created_days_ago: 28,
  },

  // — Crochet —
  {
    slug: 'crochet-passion-twist',
    name: 'Crochet Passion Twist',
    family: 'synthetic-hair',
    category: 'crochet',
    description:
      'Pre-twisted passion twists with loops at the root, ready to crochet onto cornrows. 18 inch, 12 strands per pack; a full head takes six to seven packs. Light enough to wear for six weeks.',
    images: images('crochet-passion-twist', 2),
    ...variants(
      shades(995, [
        ['1B Natural black', 70],
        ['2 Dark brown', 33],
        ['30 Light auburn', 18],
        ['Ombre 1B/30', 25],
      ]),
      0.62,
    ),
    weight_g: 100,
    tags: ['crochet', 'passion twist', 'twists', 'pre-looped', 'protective style', 'synthetic'],
    active: true,
    popularity: 1048,
    created_days_ago: 240,
  },
  {
    slug: 'crochet-butterfly-locs',
    name: 'Crochet Butterfly Locs',
    family: 'synthetic-hair',
    category: 'crochet',
    description:
      'Distressed, slightly fluffy faux locs with a lived-in look, pre-looped for crochet. 14 inch, 12 locs per pack. Five to six packs make a full head.',
    images: images('crochet-butterfly-locs'),
    ...variants(
      shades(1295, [
        ['1B Natural black', 46],
        ['2 Dark brown', 29],
        ['Ombre 1B/27', 8],
      ]),
      0.62,
    ),
    weight_g: 120,
    tags: [
      'crochet',
      'butterfly locs',
      'faux locs',
      'distressed',
      'locs',
      'pre-looped',
      'synthetic',
    ],
    active: true,
    popularity: 667,
    created_days_ago: 167,
  },
  {
    slug: 'crochet-goddess-faux-locs',
    name: 'Crochet Goddess Faux Locs',
    family: 'synthetic-hair',
    category: 'crochet',
    description:
      'Smooth faux locs with curly strands wrapped in and loose curly ends for a soft goddess look. 18 inch, 16 locs per pack, pre-looped. Keep the curly ends moisturised with a light mist.',
    images: images('crochet-goddess-faux-locs'),
    ...variants(
      shades(1495, [
        ['1B Natural black', 34],
        ['2 Dark brown', 19],
        ['27 Honey blonde', 7],
      ]),
      0.62,
    ),
    weight_g: 130,
    tags: ['crochet', 'goddess locs', 'faux locs', 'locs', 'curly ends', 'pre-looped', 'synthetic'],
    active: true,
    popularity: 421,
    created_days_ago: 81,
  },
  {
    slug: 'crochet-water-wave',
    name: 'Crochet Water Wave Hair',
    family: 'synthetic-hair',
    category: 'crochet',
    description:
      'Bouncy water wave strands for a full, defined curly crochet install. 22 inch, about 100 g per pack. Separate curls gently with your fingers and avoid brushing.',
    images: images('crochet-water-wave'),
    ...variants(
      shades(895, [
        ['1B Natural black', 58],
        ['2 Dark brown', 24],
        ['99J Burgundy', 10],
      ]),
      0.62,
    ),
    weight_g: 100,
    tags: ['crochet', 'water wave', 'curly', 'wavy', 'synthetic'],
    active: true,
    popularity: 379,
    created_days_ago: 148,
  },
  {
    slug: 'crochet-spring-twist',
    name: 'Crochet Spring Twist',
    family: 'synthetic-hair',
    category: 'crochet',
    description:
      'Short, springy two-strand twists that stretch and bounce back. 10 inch, about 30 strands per pack, pre-looped; three packs suit a full head of short twists.',
    images: images('crochet-spring-twist'),
    ...variants(
      shades(695, [
        ['1B Natural black', 44],
        ['30 Light auburn', 16],
        ['Ombre 1B/27', 12],
      ]),
      0.62,
    ),
    weight_g: 70,
    tags: ['crochet', 'spring twist', 'twists', 'short', 'pre-looped', 'synthetic'],
    active: true,
    popularity: 208,
    created_days_ago: 311,
  },
  {
    slug: 'crochet-box-braids-pre-looped',
    name: 'Crochet Box Braids — Pre-looped',
    family: 'synthetic-hair',
    category: 'crochet',
    description:
      'Ready-made medium box braids with a loop at the root, so a braid install takes two hours instead of eight. 24 inch, 18 braids per pack, ends already sealed. Six packs give a full head.',
    images: images('crochet-box-braids-pre-looped'),
    ...variants(
      shades(1195, [
        ['1B Natural black', 62],
        ['2 Dark brown', 20],
        ['27 Honey blonde', 6],
      ]),
      0.62,
    ),
    weight_g: 130,
    tags: ['crochet', 'box braids', 'braids', 'pre-looped', 'protective style', 'synthetic'],
    active: true,
    popularity: 455,
    created_days_ago: 12,
  },

  // — Wigs —
  {
    slug: 'synthetic-lace-front-wig-straight',
    name: 'Synthetic Lace Front Wig — Long Straight',
    family: 'synthetic-hair',
    category: 'wigs',
    description:
      'A 24 inch straight wig with a 13x2 inch lace front and a soft, natural-looking fibre that keeps its shape after washing. Heat-friendly up to 160 °C. Adjustable medium cap.',
    images: images('synthetic-lace-front-wig-straight'),
    ...variants(
      shades(5995, [
        ['1B Natural black', 28],
        ['2 Dark brown', 14],
        ['Ombre 1B/27', 9],
      ]),
    ),
    weight_g: 185,
    tags: ['wig', 'lace front', 'straight', 'heat-friendly', 'synthetic'],
    active: true,
    popularity: 402,
    created_days_ago: 270,
  },
  {
    slug: 'synthetic-blunt-bob-wig',
    name: 'Synthetic Bob Wig — Blunt Cut',
    family: 'synthetic-hair',
    category: 'wigs',
    description:
      'A sharp chin-length bob with the cut and swing set into the fibre, so it is ready to wear straight from the box. Breathable capless construction. Brush only with a wide-tooth comb.',
    images: images('synthetic-blunt-bob-wig'),
    ...variants(
      shades(3995, [
        ['1B Natural black', 31],
        ['99J Burgundy', 8],
        ['613 Platinum blonde', 5],
      ]),
    ),
    weight_g: 130,
    tags: ['wig', 'bob', 'straight', 'ready to wear', 'synthetic'],
    active: true,
    popularity: 288,
    created_days_ago: 180,
  },
  {
    slug: 'heat-friendly-body-wave-wig',
    name: 'Heat-friendly Body Wave Wig',
    family: 'synthetic-hair',
    category: 'wigs',
    description:
      'A 26 inch body wave wig on a 13x4 inch lace front in a premium fibre that tolerates curling irons up to 180 °C. Looks and moves much like human hair for a fraction of the price.',
    images: images('heat-friendly-body-wave-wig'),
    ...variants(
      shades(6995, [
        ['1B Natural black', 19],
        ['27 Honey blonde', 7],
        ['Ombre 1B/30', 11],
      ]),
    ),
    weight_g: 200,
    tags: ['wig', 'lace front', '13x4', 'body wave', 'wavy', 'heat-friendly', 'synthetic'],
    active: true,
    popularity: 341,
    created_days_ago: 44,
  },
  {
    slug: 'synthetic-kinky-curly-afro-wig',
    name: 'Synthetic Kinky Curly Afro Wig',
    family: 'synthetic-hair',
    category: 'wigs',
    description:
      'A rounded, full afro in a soft kinky curl that keeps its shape all day. Lightweight capless construction with adjustable straps. Lift the roots with a pick; no heat.',
    images: images('synthetic-kinky-curly-afro-wig'),
    ...single(4495, 14),
    weight_g: 155,
    tags: ['wig', 'afro', 'kinky curly', 'curly', 'natural', 'natural black', '1b', 'synthetic'],
    active: true,
    popularity: 196,
    created_days_ago: 226,
  },
  {
    slug: 'knotless-box-braid-lace-wig',
    name: 'Braided Lace Front Wig — Knotless Box Braids',
    family: 'synthetic-hair',
    category: 'wigs',
    description:
      'Hand-braided 30 inch knotless box braids on a full lace front, with baby hairs at the hairline: the look of a day in the braiding chair, ready in minutes. About 400 g of braids; rest it on a stand.',
    images: images('knotless-box-braid-lace-wig', 2),
    ...single(8995, 12),
    weight_g: 400,
    tags: [
      'wig',
      'braided wig',
      'box braids',
      'knotless',
      'lace front',
      'natural black',
      '1b',
      'synthetic',
    ],
    active: true,
    popularity: 263,
    created_days_ago: 31,
  },
  {
    slug: 'synthetic-pixie-wig',
    name: 'Synthetic Pixie Wig',
    family: 'synthetic-hair',
    category: 'wigs',
    description:
      'A short layered pixie cut with a side-swept fringe on a capless base. No longer restocked; our synthetic bob wig is the closest alternative.',
    images: images('synthetic-pixie-wig'),
    ...single(2995, 2),
    weight_g: 85,
    tags: ['wig', 'pixie', 'short', 'synthetic', 'natural black'],
    active: false,
    popularity: 87,
    created_days_ago: 610,
  },

  // — Ponytails —
  {
    slug: 'synthetic-drawstring-ponytail-straight',
    name: 'Synthetic Drawstring Ponytail — Straight',
    family: 'synthetic-hair',
    category: 'ponytails',
    description:
      'A 22 inch silky straight ponytail on a drawstring with two combs, for a sleek high pony over your own hair in minutes. Heat-friendly fibre up to 150 °C.',
    images: images('synthetic-drawstring-ponytail-straight'),
    ...variants(
      shades(1995, [
        ['1B Natural black', 64],
        ['2 Dark brown', 30],
        ['27 Honey blonde', 12],
        ['613 Platinum blonde', 6],
      ]),
    ),
    weight_g: 100,
    tags: ['ponytail', 'drawstring', 'straight', 'sleek', 'heat-friendly', 'synthetic'],
    active: true,
    popularity: 598,
    created_days_ago: 275,
  },
  {
    slug: 'synthetic-afro-puff-kinky-curly',
    name: 'Synthetic Afro Puff — Kinky Curly',
    family: 'synthetic-hair',
    category: 'ponytails',
    description:
      'A lightweight afro puff on a drawstring with combs, in a kinky curl that matches natural 4A–4C hair. Great for a quick high puff or two space buns.',
    images: images('synthetic-afro-puff-kinky-curly'),
    ...variants([
      ['Small', 1295, 48],
      ['Medium', 1495, 40],
      ['Large', 1795, 0],
    ]),
    weight_g: 55,
    tags: [
      'ponytail',
      'afro puff',
      'drawstring',
      'kinky curly',
      'afro',
      'natural black',
      '1b',
      'synthetic',
    ],
    active: true,
    popularity: 701,
    created_days_ago: 330,
  },
  {
    slug: 'braided-ponytail-jumbo',
    name: 'Braided Ponytail — Jumbo Braid',
    family: 'synthetic-hair',
    category: 'ponytails',
    description:
      'A single 32 inch jumbo braid on a wrap-around base, for a statement braided ponytail without a braiding appointment. Secure over a gelled low bun with the hidden comb.',
    images: images('braided-ponytail-jumbo'),
    ...variants(
      shades(2495, [
        ['1B Natural black', 27],
        ['Ombre 1B/27', 10],
      ]),
    ),
    weight_g: 140,
    tags: ['ponytail', 'braided', 'jumbo', 'braids', 'wrap-around', 'synthetic'],
    active: true,
    popularity: 244,
    created_days_ago: 67,
  },
  {
    slug: 'claw-clip-ponytail-curly',
    name: 'Claw-clip Ponytail — Loose Curl',
    family: 'synthetic-hair',
    category: 'ponytails',
    description:
      'An 18 inch loose curl ponytail on a large claw clip: twist your hair into a bun, clip, done. Soft heat-friendly fibre with a natural matte shine.',
    images: images('claw-clip-ponytail-curly'),
    ...variants(
      shades(2295, [
        ['1B Natural black', 33],
        ['2 Dark brown', 18],
        ['30 Light auburn', 4],
      ]),
    ),
    weight_g: 90,
    tags: ['ponytail', 'claw clip', 'curly', 'loose curl', 'heat-friendly', 'synthetic'],
    active: true,
    popularity: 156,
    created_days_ago: 5,
  },
];

const SALON_ESSENTIALS: DemoProduct[] = [
  // — Care —
  {
    slug: 'argan-repair-mask',
    name: 'Argan Repair Mask',
    family: 'salon-essentials',
    category: 'care',
    description:
      'A rich weekly mask with argan oil and shea butter that restores softness to dry, coloured and extension hair. Leave on for ten minutes under a warm towel, then rinse. Sulfate-free, silicone-free and vegan.',
    images: images('argan-repair-mask', 2),
    ...variants([
      ['250 ml', 1995, 76],
      ['1 L (salon size)', 4995, 22],
    ]),
    weight_g: 250,
    tags: [
      'care',
      'mask',
      'argan',
      'shea',
      'deep conditioner',
      'sulfate-free',
      'vegan',
      'extensions',
    ],
    active: true,
    popularity: 1036,
    created_days_ago: 355,
  },
  {
    slug: 'sulfate-free-hydrating-shampoo',
    name: 'Sulfate-free Hydrating Shampoo',
    family: 'salon-essentials',
    category: 'care',
    description:
      'A gentle, low-lather shampoo with aloe and glycerin that cleans without stripping, safe for wigs, extensions and coloured hair. Dilute for wigs and rinse in cool water.',
    images: images('sulfate-free-hydrating-shampoo'),
    ...variants([
      ['250 ml', 1495, 94],
      ['1 L (salon size)', 3995, 31],
    ]),
    weight_g: 250,
    tags: ['care', 'shampoo', 'sulfate-free', 'colour-safe', 'vegan', 'wigs', 'extensions'],
    active: true,
    popularity: 1189,
    created_days_ago: 362,
  },
  {
    slug: 'shea-moisture-conditioner',
    name: 'Shea Moisture Conditioner',
    family: 'salon-essentials',
    category: 'care',
    description:
      'A creamy rinse-out conditioner with shea butter and coconut oil that gives lots of slip for detangling curls and extensions. Leave in for three minutes, detangle with a wide-tooth comb, then rinse.',
    images: images('shea-moisture-conditioner'),
    ...variants([
      ['250 ml', 1495, 82],
      ['1 L (salon size)', 3995, 0],
    ]),
    weight_g: 250,
    tags: [
      'care',
      'conditioner',
      'shea',
      'coconut',
      'detangling',
      'curly',
      'sulfate-free',
      'vegan',
    ],
    active: true,
    popularity: 874,
    created_days_ago: 349,
  },
  {
    slug: 'edge-control-strong-hold',
    name: 'Edge Control — Strong Hold',
    family: 'salon-essentials',
    category: 'care',
    description:
      'A non-flaking gel that lays edges and baby hairs smooth and holds all day, even in humidity. Castor oil keeps the hairline conditioned. 100 ml jar; apply with an edge brush.',
    images: images('edge-control-strong-hold'),
    ...single(995, 143),
    weight_g: 100,
    tags: [
      'care',
      'edge control',
      'edges',
      'baby hairs',
      'strong hold',
      'castor oil',
      'non-flaking',
    ],
    active: true,
    popularity: 2210,
    created_days_ago: 392,
  },
  {
    slug: 'argan-oil-shine-serum',
    name: 'Argan Oil Shine Serum',
    family: 'salon-essentials',
    category: 'care',
    description:
      'A few drops of this lightweight argan oil serum tame frizz and add shine to human hair wigs and extensions without weighing them down. Smooth through the lengths, never at the root. 100 ml with a pump.',
    images: images('argan-oil-shine-serum'),
    ...single(1795, 58),
    weight_g: 100,
    tags: ['care', 'serum', 'argan', 'oil', 'shine', 'frizz', 'vegan'],
    active: true,
    popularity: 612,
    created_days_ago: 213,
  },
  {
    slug: 'leave-in-detangling-spray',
    name: 'Leave-in Detangling Spray',
    family: 'salon-essentials',
    category: 'care',
    description:
      'A light leave-in mist that softens, detangles and protects from heat up to 200 °C. Spray onto damp or dry hair before combing. 250 ml.',
    images: images('leave-in-detangling-spray'),
    ...single(1295, 67),
    weight_g: 250,
    tags: ['care', 'leave-in', 'detangler', 'spray', 'heat protection', 'sulfate-free', 'vegan'],
    active: true,
    popularity: 703,
    created_days_ago: 178,
  },
  {
    slug: 'rosemary-scalp-oil',
    name: 'Rosemary Scalp Oil',
    family: 'salon-essentials',
    category: 'care',
    description:
      'A light scalp oil with rosemary, peppermint and jojoba to soothe dryness and itch under braids, wigs and sew-ins. Apply with the nozzle between parts two or three times a week. 60 ml.',
    images: images('rosemary-scalp-oil'),
    ...single(1595, 9),
    weight_g: 60,
    tags: ['care', 'scalp', 'oil', 'rosemary', 'itch relief', 'braids', 'vegan'],
    active: true,
    popularity: 958,
    created_days_ago: 26,
  },
  {
    slug: 'curl-defining-mousse',
    name: 'Curl Defining Mousse',
    family: 'salon-essentials',
    category: 'care',
    description:
      'An alcohol-light foam that sets braids, twists and curly extensions with soft, touchable hold and no crunch. Apply generously and let it dry under a scarf. 250 ml.',
    images: images('curl-defining-mousse'),
    ...single(1395, 88),
    weight_g: 220,
    tags: ['care', 'mousse', 'foam', 'curly', 'braids', 'twists', 'hold', 'setting'],
    active: true,
    popularity: 1324,
    created_days_ago: 296,
  },
  {
    slug: 'braid-sheen-spray',
    name: 'Braid Sheen & Soothe Spray',
    family: 'salon-essentials',
    category: 'care',
    description:
      'A fine mist with tea tree and aloe that adds a soft sheen to braids and calms an itchy scalp between washes. Does not build up on synthetic hair. 250 ml.',
    images: images('braid-sheen-spray'),
    ...single(1095, 7),
    weight_g: 250,
    tags: ['care', 'braid spray', 'sheen', 'tea tree', 'itch relief', 'braids', 'synthetic hair'],
    active: true,
    popularity: 529,
    created_days_ago: 244,
  },

  // — Tools —
  {
    slug: 'carbon-tail-comb',
    name: 'Carbon Tail Comb',
    family: 'salon-essentials',
    category: 'tools',
    description:
      'An anti-static carbon comb with fine teeth and a long tail for clean, precise parts for braids and sew-ins. Heat resistant to 220 °C, so it can follow the flat iron.',
    images: images('carbon-tail-comb'),
    ...single(350, 260),
    weight_g: 15,
    tags: ['tools', 'comb', 'tail comb', 'parting', 'braids', 'heat resistant', 'anti-static'],
    active: true,
    popularity: 2675,
    created_days_ago: 420,
  },
  {
    slug: 'wide-tooth-detangling-comb',
    name: 'Wide-tooth Detangling Comb',
    family: 'salon-essentials',
    category: 'tools',
    description:
      'Smooth, seamless wide teeth glide through curls, wigs and wet extensions without snagging. The one comb to use in the shower with conditioner.',
    images: images('wide-tooth-detangling-comb'),
    ...single(595, 118),
    weight_g: 30,
    tags: ['tools', 'comb', 'wide-tooth', 'detangling', 'curly', 'wigs', 'extensions'],
    active: true,
    popularity: 1042,
    created_days_ago: 405,
  },
  {
    slug: 'dual-edge-brush',
    name: 'Dual Edge Brush',
    family: 'salon-essentials',
    category: 'tools',
    description:
      'A double-sided edge brush: soft dense bristles to lay baby hairs and a fine-tooth comb to shape them. Small enough for a make-up bag.',
    images: images('dual-edge-brush'),
    ...single(495, 176),
    weight_g: 10,
    tags: ['tools', 'brush', 'edge brush', 'edges', 'baby hairs'],
    active: true,
    popularity: 1871,
    created_days_ago: 388,
  },
  {
    slug: 'boar-bristle-paddle-brush',
    name: 'Boar & Nylon Paddle Brush',
    family: 'salon-essentials',
    category: 'tools',
    description:
      'A cushioned paddle brush with mixed boar and nylon bristles that smooths and polishes straight wigs and extensions while spreading natural oils. Brush from the ends upward.',
    images: images('boar-bristle-paddle-brush'),
    ...single(1895, 41),
    weight_g: 115,
    tags: ['tools', 'brush', 'paddle brush', 'boar bristle', 'smoothing', 'wigs'],
    active: true,
    popularity: 402,
    created_days_ago: 229,
  },
  {
    slug: 'canvas-block-head',
    name: 'Canvas Block Head',
    family: 'salon-essentials',
    category: 'tools',
    description:
      'A firm canvas-covered cork head for building, styling and storing wigs; pins hold fast and it mounts on a standard clamp stand. Choose the size closest to your head circumference.',
    images: images('canvas-block-head'),
    ...variants([
      ['21 inch', 2495, 14],
      ['22 inch', 2495, 23],
      ['23 inch', 2695, 6],
    ]),
    weight_g: 795,
    tags: ['tools', 'block head', 'wig making', 'wig stand', 'styling', 'professional'],
    active: true,
    popularity: 233,
    created_days_ago: 262,
  },
  {
    slug: 'ceramic-flat-iron',
    name: 'Ceramic Flat Iron 1 inch',
    family: 'salon-essentials',
    category: 'tools',
    description:
      'Floating ceramic plates heat evenly from 120 to 230 °C for a smooth finish on human hair wigs and silk presses. Auto-off after 60 minutes, 360° swivel cord. Use low heat on lightened hair.',
    images: images('ceramic-flat-iron', 2),
    ...single(6995, 18, null),
    weight_g: 340,
    tags: ['tools', 'flat iron', 'straightener', 'ceramic', 'heat styling', 'silk press'],
    active: true,
    popularity: 318,
    created_days_ago: 190,
  },
  {
    slug: 'crochet-latch-hook-set',
    name: 'Crochet Latch Hook Set',
    family: 'salon-essentials',
    category: 'tools',
    description:
      'Three latch hooks in different sizes for crochet installs, locs repair and pulling hair through wig caps. Stainless steel with easy-grip handles.',
    images: images('crochet-latch-hook-set'),
    ...single(495, 94),
    weight_g: 20,
    tags: ['tools', 'crochet', 'latch hook', 'needle', 'locs'],
    active: true,
    popularity: 866,
    created_days_ago: 333,
  },
  {
    slug: 'hot-comb-electric',
    name: 'Electric Hot Comb',
    family: 'salon-essentials',
    category: 'tools',
    description:
      'An electric pressing comb with adjustable heat. Withdrawn while we move to a model with a ceramic head and automatic switch-off.',
    images: images('hot-comb-electric'),
    ...single(3495, 0, null),
    weight_g: 255,
    tags: ['tools', 'hot comb', 'pressing comb', 'heat styling'],
    active: false,
    popularity: 61,
    created_days_ago: 540,
  },

  // — Adhesives —
  {
    slug: 'lace-wig-glue-strong-hold',
    name: 'Lace Wig Glue — Strong Hold',
    family: 'salon-essentials',
    category: 'adhesives',
    description:
      'A water-resistant lace adhesive that dries clear and holds a frontal for up to three weeks. Apply thin layers with the brush cap and let each turn clear before pressing the lace down. Patch test first. 38 ml.',
    images: images('lace-wig-glue-strong-hold'),
    ...single(1495, 104),
    weight_g: 38,
    tags: ['adhesives', 'wig glue', 'lace glue', 'strong hold', 'waterproof', 'frontal'],
    active: true,
    popularity: 1533,
    created_days_ago: 375,
  },
  {
    slug: 'lace-melting-spray',
    name: 'Lace Melting Spray',
    family: 'salon-essentials',
    category: 'adhesives',
    description:
      'A light hold spray that flattens and sets lace so the hairline melts into the skin; use alone for glueless wear or over glue for extra hold. Tie a scarf over the lace for five minutes after spraying. 80 ml.',
    images: images('lace-melting-spray'),
    ...single(1295, 0),
    weight_g: 80,
    tags: ['adhesives', 'lace melt', 'holding spray', 'glueless', 'frontal', 'lace'],
    active: true,
    popularity: 1204,
    created_days_ago: 208,
  },
  {
    slug: 'waterproof-lace-tape-roll',
    name: 'Waterproof Lace Tape Roll',
    family: 'salon-essentials',
    category: 'adhesives',
    description:
      'Double-sided clear tape for lace wigs and toupees, holding through sweat and a gym session. 3 yards × 0.8 cm on a roll; cut strips to follow your hairline.',
    images: images('waterproof-lace-tape-roll'),
    ...single(995, 72),
    weight_g: 17,
    tags: ['adhesives', 'lace tape', 'tape', 'waterproof', 'wigs', 'sensitive skin'],
    active: true,
    popularity: 487,
    created_days_ago: 300,
  },
  {
    slug: 'adhesive-remover',
    name: 'Gentle Adhesive Remover',
    family: 'salon-essentials',
    category: 'adhesives',
    description:
      'An oil-based remover that dissolves lace glue and tape so the unit lifts off without pulling edges or tearing lace. Saturate, wait two minutes, then lift slowly from the ear. 60 ml.',
    images: images('adhesive-remover'),
    ...single(1195, 61),
    weight_g: 60,
    tags: ['adhesives', 'remover', 'glue remover', 'tape remover', 'gentle', 'wigs'],
    active: true,
    popularity: 694,
    created_days_ago: 340,
  },
  {
    slug: 'scalp-protector',
    name: 'Scalp Protector',
    family: 'salon-essentials',
    category: 'adhesives',
    description:
      'A quick-drying barrier applied to the skin before glue or tape, protecting sensitive skin and helping the adhesive grip. Let it dry to a slight tack before adhering. 38 ml.',
    images: images('scalp-protector'),
    ...single(1095, 11),
    weight_g: 38,
    tags: ['adhesives', 'scalp protector', 'skin barrier', 'sensitive skin', 'wig install'],
    active: true,
    popularity: 382,
    created_days_ago: 118,
  },

  // — Accessories —
  {
    slug: 'satin-bonnet-double-layer',
    name: 'Satin Bonnet — Double Layer',
    family: 'salon-essentials',
    category: 'accessories',
    description:
      'A roomy double-layer satin bonnet with a soft, wide band that stays on all night without pressing on edges. Big enough for braids, locs and sew-ins; reduces frizz and breakage.',
    images: images('satin-bonnet-double-layer', 2),
    ...variants(
      shades(1295, [
        ['Sand', 56],
        ['Clay', 44],
        ['Black', 71],
      ]),
    ),
    weight_g: 45,
    tags: ['accessories', 'bonnet', 'satin', 'sleep', 'frizz', 'braids', 'locs'],
    active: true,
    popularity: 1688,
    created_days_ago: 371,
  },
  {
    slug: 'velvet-wig-grip-band',
    name: 'Velvet Wig Grip Band',
    family: 'salon-essentials',
    category: 'accessories',
    description:
      'A soft velvet band with an adjustable hook-and-loop closure that keeps wigs from slipping without glue and protects your edges. Machine washable.',
    images: images('velvet-wig-grip-band'),
    ...variants(
      shades(895, [
        ['Black', 88],
        ['Brown', 47],
        ['Beige', 39],
      ]),
    ),
    weight_g: 20,
    tags: ['accessories', 'wig grip', 'band', 'glueless', 'velvet', 'edges'],
    active: true,
    popularity: 1120,
    created_days_ago: 310,
  },
  {
    slug: 'stocking-wig-caps-2-pack',
    name: 'Stocking Wig Caps — Pack of 2',
    family: 'salon-essentials',
    category: 'accessories',
    description:
      'Thin, stretchy stocking caps that flatten braids and hold your own hair smooth under a wig. Two per pack; choose the shade closest to your scalp.',
    images: images('stocking-wig-caps-2-pack'),
    ...variants(
      shades(295, [
        ['Light brown', 132],
        ['Medium brown', 160],
        ['Dark brown', 98],
        ['Black', 0],
      ]),
    ),
    weight_g: 10,
    tags: ['accessories', 'wig cap', 'stocking cap', 'wig install'],
    active: true,
    popularity: 3015,
    created_days_ago: 430,
  },
  {
    slug: 'bobby-pins-100',
    name: 'Bobby Pins — 100 Pieces',
    family: 'salon-essentials',
    category: 'accessories',
    description:
      'Matte, rubber-tipped bobby pins that grip without snagging, in a reusable tin. For buns, ponytails and securing wigs and closures.',
    images: images('bobby-pins-100'),
    ...variants(
      shades(395, [
        ['Black', 150],
        ['Bronze', 62],
        ['Gold tone', 38],
      ]),
    ),
    weight_g: 55,
    tags: ['accessories', 'bobby pins', 'hair pins', 'updo', 'wigs'],
    active: true,
    popularity: 1456,
    created_days_ago: 398,
  },
  {
    slug: 'edge-laying-scarf',
    name: 'Edge Laying Scarf',
    family: 'salon-essentials',
    category: 'accessories',
    description:
      'A wide, stretchy satin scarf to tie over freshly laid edges and lace while they set. Soft on the hairline and reusable; wash by hand.',
    images: images('edge-laying-scarf'),
    ...single(495, 134, null),
    weight_g: null,
    tags: ['accessories', 'scarf', 'edges', 'lace melt', 'satin'],
    active: true,
    popularity: 1302,
    created_days_ago: 285,
  },
  {
    slug: 'braid-cuffs-and-rings',
    name: 'Braid Cuffs & Rings — 20 Pieces',
    family: 'salon-essentials',
    category: 'accessories',
    description:
      'Twenty open cuffs, rings and spirals in brushed gold tone that slide onto braids and locs. Squeeze gently to close; remove before washing.',
    images: images('braid-cuffs-and-rings'),
    ...single(595, 77),
    weight_g: null,
    tags: ['accessories', 'braid cuffs', 'hair jewellery', 'rings', 'braids', 'locs', 'gold'],
    active: true,
    popularity: 842,
    created_days_ago: 62,
  },
  {
    slug: 'mulberry-silk-pillowcase',
    name: 'Mulberry Silk Pillowcase',
    family: 'salon-essentials',
    category: 'accessories',
    description:
      'A 22-momme mulberry silk pillowcase that lets hair and extensions glide instead of rub, so styles last longer with less frizz. Standard 60 × 70 cm with an envelope closure. Wash cool on a delicate cycle.',
    images: images('mulberry-silk-pillowcase'),
    ...single(3495, 0),
    weight_g: 90,
    tags: ['accessories', 'pillowcase', 'silk', 'sleep', 'frizz'],
    active: true,
    popularity: 415,
    created_days_ago: 150,
  },
  {
    slug: 'sectioning-clips-12',
    name: 'Sectioning Clips — 12 Pieces',
    family: 'salon-essentials',
    category: 'accessories',
    description:
      'Matte alligator clips with a strong spring that hold thick sections apart while you braid, sew or colour. Leave no dents in blow-dried hair.',
    images: images('sectioning-clips-12'),
    ...single(695, 6),
    weight_g: 50,
    tags: ['accessories', 'clips', 'sectioning clips', 'braiding', 'styling', 'professional'],
    active: true,
    popularity: 731,
    created_days_ago: 265,
  },
];

export const DEMO_CATALOG: readonly DemoProduct[] = [
  ...HUMAN_HAIR,
  ...SYNTHETIC_HAIR,
  ...SALON_ESSENTIALS,
];

/**
 * The products a shopper may put in a box (product.md §11): the small things bought together —
 * care, accessories, tools, braiding hair, ponytails and clip-in fringes — across all three
 * families; never a wig or a frontal, whose price would swamp a box.
 */
export const BOX_ELIGIBLE_SLUGS: ReadonlySet<string> = new Set([
  // human hair
  'drawstring-ponytail-straight',
  'afro-puff-ponytail-kinky-curly',
  'clip-in-fringe-straight',
  // synthetic hair
  'pre-stretched-braiding-hair',
  'jumbo-braid-hair',
  'kinky-twist-braiding-hair',
  'french-curl-braiding-hair',
  'crochet-passion-twist',
  'synthetic-afro-puff-kinky-curly',
  // salon essentials
  'argan-repair-mask',
  'sulfate-free-hydrating-shampoo',
  'shea-moisture-conditioner',
  'edge-control-strong-hold',
  'argan-oil-shine-serum',
  'leave-in-detangling-spray',
  'rosemary-scalp-oil',
  'curl-defining-mousse',
  'braid-sheen-spray',
  'carbon-tail-comb',
  'wide-tooth-detangling-comb',
  'dual-edge-brush',
  'lace-melting-spray',
  'satin-bonnet-double-layer',
  'velvet-wig-grip-band',
  'stocking-wig-caps-2-pack',
  'bobby-pins-100',
  'edge-laying-scarf',
  'braid-cuffs-and-rings',
  'sectioning-clips-12',
]);
