// A large catalogue for measuring the search (issue 32): products made inside PostgreSQL with
// generate_series, for `npm run bench:search` and the PostgreSQL test that reads the suggestion
// query's plan. Names are built like a hair shop's (a made-up brand, an origin, a
// texture, the kind of product, a length or shade) in English and Dutch, so common words match
// thousands of products and brand names only a few, as in a real catalogue; every 20th product
// is archived.

const BRAND_SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'sé', 'tu', 'vi', 'zo', 'na', 'bé', 'del', 'fi'];
const ORIGINS = [
  ['Brazilian', 'Braziliaanse'],
  ['Peruvian', 'Peruaanse'],
  ['Malaysian', 'Maleisische'],
  ['Indian', 'Indiase'],
  ['Vietnamese', 'Vietnamese'],
  ['Cambodian', 'Cambodjaanse'],
  ['Mongolian', 'Mongoolse'],
  ['Burmese', 'Birmese'],
];
const TEXTURES = [
  ['Straight', 'Steil'],
  ['Body Wave', 'Body Wave'],
  ['Deep Wave', 'Deep Wave'],
  ['Water Wave', 'Water Wave'],
  ['Kinky Curly', 'Kinky Curly'],
  ['Loose Wave', 'Losse golf'],
  ['Yaki', 'Yaki'],
  ['Silky', 'Zijdezacht'],
  ['Jerry Curl', 'Jerry Curl'],
  ['Afro Kinky', 'Afro Kinky'],
];
/** family, category, the kind in English and in Dutch. */
const KINDS = [
  ['human-hair', 'bundles', 'Bundle', 'bundel'],
  ['human-hair', 'closures', 'Lace Closure 4x4', 'Lace Closure 4x4'],
  ['human-hair', 'closures', 'HD Lace Closure 5x5', 'HD Lace Closure 5x5'],
  ['human-hair', 'frontals', 'Lace Frontal 13x4', 'Lace Frontal 13x4'],
  ['human-hair', 'wigs', 'Lace Front Wig', 'Lace Front pruik'],
  ['human-hair', 'wigs', 'Glueless Wig', 'Glueless pruik'],
  ['human-hair', 'ponytails', 'Drawstring Ponytail', 'Drawstring paardenstaart'],
  ['human-hair', 'clip-ins', 'Clip-in Extensions', 'Clip-in extensions'],
  ['synthetic-hair', 'braiding-hair', 'Braiding Hair', 'vlechthaar'],
  ['synthetic-hair', 'crochet', 'Crochet Twist', 'Crochet Twist'],
  ['synthetic-hair', 'wigs', 'Synthetic Wig', 'Synthetische pruik'],
  ['synthetic-hair', 'ponytails', 'Synthetic Ponytail', 'Synthetische paardenstaart'],
  ['salon-essentials', 'care', 'Repair Mask', 'Herstellend masker'],
  ['salon-essentials', 'care', 'Hydrating Shampoo', 'Hydraterende shampoo'],
  ['salon-essentials', 'tools', 'Tail Comb', 'Staartkam'],
  ['salon-essentials', 'adhesives', 'Lace Wig Glue', 'Lace pruiklijm'],
  ['salon-essentials', 'accessories', 'Satin Bonnet', 'Satijnen bonnet'],
];
const LENGTHS = ['10 inch', '12 inch', '14 inch', '16 inch', '18 inch', '20 inch', '24 inch'];

/** SQL array literal of text values (our own constants; quotes doubled). */
function textArray(values) {
  return `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;
}

/** Picks element number `expression` (0-based, any integer) of a SQL text array literal. */
function pick(array, length, expression) {
  return `(${array})[1 + ((${expression}) % ${length})]`;
}

/** Each product written through the trigger is copied this many times over (see below). */
const COPIES = 50;

/**
 * The statements that make `count` products (slugs `volume-…`): a fiftieth written one by one,
 * through the products_search_columns trigger (documents and dictionary as the shop writes
 * them), then copied with their documents, the trigger off meanwhile. Writing 100,000 search
 * documents one by one costs a minute of a busy machine; copying them, seconds. The copies
 * differ in slug, price, stock, popularity and whether they are for sale. Run them in order, in
 * one transaction, as the table's owner, on a database no shop is using.
 */
export function volumeProductsStatements(count) {
  if (!Number.isInteger(count) || count < COPIES || count > 2_000_000) {
    throw new Error(`count must be a whole number from ${COPIES} to 2000000`);
  }
  const originals = Math.floor(count / COPIES);
  const syllables = textArray(BRAND_SYLLABLES);
  const syllable = (salt) => pick(syllables, BRAND_SYLLABLES.length, `(n / ${salt}) * 7 + n % 5`);
  const brand = `initcap(${syllable(1)} || ${syllable(13)} || ${syllable(131)})`;
  const origin = (language) =>
    pick(textArray(ORIGINS.map((pair) => pair[language])), ORIGINS.length, 'n * 3');
  const texture = (language) =>
    pick(textArray(TEXTURES.map((pair) => pair[language])), TEXTURES.length, 'n / 7');
  const kind = (column) =>
    pick(textArray(KINDS.map((row) => row[column])), KINDS.length, 'n * 11 + n / 97');
  const length = pick(textArray(LENGTHS), LENGTHS.length, 'n / 3');
  return [
    `insert into products (slug, name, family, category, description, translations, price,
      business_price, stock, tags, active, popularity, created_at)
    select 'volume-' || n,
      ${brand} || ' ' || ${origin(0)} || ' ' || ${texture(0)} || ' ' || ${kind(2)} || ' ' || ${length},
      ${kind(0)}, ${kind(1)},
      'A ' || lower(${texture(0)}) || ' ' || lower(${kind(2)}) || ' of ' || ${origin(0)}
        || ' hair, ' || ${length} || ', from ' || ${brand} || '.',
      jsonb_build_object('nl', jsonb_build_object(
        'name', ${brand} || ' ' || ${origin(1)} || ' ' || ${texture(1)} || ' ' || ${kind(3)}
          || ' ' || ${length},
        'description', 'Een ' || lower(${kind(3)}) || ' van ' || ${origin(1)} || ' haar, '
          || ${length} || ', van ' || ${brand} || '.')),
      1000 + (n * 37) % 30000, 700 + (n * 37) % 20000, (n * 13) % 40,
      array[lower(${texture(0)}), lower(${kind(2)})],
      n % 20 <> 0, (n * 7919) % 5000, now() - ((n % 900) || ' days')::interval
    from generate_series(1, ${originals}) as n`,
    'alter table products disable trigger products_search_columns',
    `insert into products (slug, name, family, category, description, translations, price,
      business_price, stock, tags, active, popularity, created_at, search_en, search_nl)
    select p.slug || '-' || k, p.name, p.family, p.category, p.description, p.translations,
      1000 + (p.price * 7 + k * 131) % 30000, 700 + (p.price * 7 + k * 131) % 20000,
      (p.stock + k) % 40, p.tags, (p.id + k) % 20 <> 0, (p.popularity * 31 + k * 7919) % 5000,
      p.created_at - (k || ' hours')::interval, p.search_en, p.search_nl
    from products p cross join generate_series(2, ${COPIES}) as k
    where p.slug like 'volume-%'`,
    'alter table products enable trigger products_search_columns',
    'analyze products',
  ];
}
