/**
 * Demo partner salons across the Netherlands and Belgium, seeded into an empty database so salon
 * links, salon pickup, the hairdresser admin queue and the demand map all have real-looking data.
 *
 * `address` is always "Street 12, City, Country": the shop derives a salon's city as the
 * second-to-last comma-separated part of the address (specification §3), so the city must sit
 * exactly there. The postcode is kept apart for the same reason.
 */

export type SalonCountry = 'NL' | 'BE';
export type SalonStatus = 'approved' | 'pending' | 'rejected';

export type DemoSalon = {
  salon_name: string;
  address: string;
  postcode: string;
  city: string;
  country: SalonCountry;
  email: string;
  phone: string;
  status: SalonStatus;
  /** KvK number (NL, 8 digits) or KBO enterprise number (BE, 0xxx.xxx.xxx, passing mod 97). */
  business_registration: string;
  /**
   * The VAT number: NL + 9 digits + B + 2 digits, or BE + the enterprise number. A salon session
   * prefills pay on invoice with it (issue 17).
   */
  vat_number: string;
  specialities: string[];
  chairs: number;
  instagram: string;
  lat: number;
  lng: number;
};

export const DEMO_SALONS: readonly DemoSalon[] = [
  {
    salon_name: 'Studio Noor Hair & Braids',
    address: 'Witte de Withstraat 41, Rotterdam, Netherlands',
    postcode: '3012 BM',
    city: 'Rotterdam',
    country: 'NL',
    email: 'hello@studionoor.example.nl',
    phone: '+31 10 412 3307',
    status: 'approved',
    business_registration: '81456230',
    vat_number: 'NL814562301B01',
    specialities: ['knotless braids', 'sew-ins', 'silk press'],
    chairs: 5,
    instagram: '@studionoor.rotterdam',
    lat: 51.9157,
    lng: 4.4745,
  },
  {
    salon_name: 'Kroon Curls',
    address: 'Javastraat 112, Amsterdam, Netherlands',
    postcode: '1094 HL',
    city: 'Amsterdam',
    country: 'NL',
    email: 'afspraak@krooncurls.example.nl',
    phone: '+31 20 665 1190',
    status: 'approved',
    business_registration: '76211984',
    vat_number: 'NL762119841B01',
    specialities: ['natural hair', 'curl cuts', 'locs'],
    chairs: 4,
    instagram: '@kroon.curls',
    lat: 52.3628,
    lng: 4.9385,
  },
  {
    salon_name: 'Maison Ebène',
    address: 'Oudegracht 187, Utrecht, Netherlands',
    postcode: '3511 NG',
    city: 'Utrecht',
    country: 'NL',
    email: 'info@maisonebene.example.com',
    phone: '+31 30 231 4478',
    status: 'approved',
    business_registration: '69032751',
    vat_number: 'NL690327511B01',
    specialities: ['wig installs', 'lace frontals', 'colour'],
    chairs: 3,
    instagram: '@maison.ebene',
    lat: 52.0887,
    lng: 5.1196,
  },
  {
    salon_name: 'The Lace Room',
    address: 'Prinsestraat 58, Den Haag, Netherlands',
    postcode: '2513 CE',
    city: 'Den Haag',
    country: 'NL',
    email: 'studio@thelaceroom.example.nl',
    phone: '+31 70 345 8821',
    status: 'approved',
    business_registration: '85127603',
    vat_number: 'NL851276031B01',
    specialities: ['custom wigs', 'frontal installs', 'wig making'],
    chairs: 2,
    instagram: '@thelaceroom.dh',
    lat: 52.0797,
    lng: 4.3057,
  },
  {
    salon_name: 'Afro Roots Eindhoven',
    address: 'Kruisstraat 23, Eindhoven, Netherlands',
    postcode: '5612 CH',
    city: 'Eindhoven',
    country: 'NL',
    email: 'team@afroroots.example.nl',
    phone: '+31 40 244 6012',
    status: 'approved',
    business_registration: '72994018',
    vat_number: 'NL729940181B01',
    specialities: ['braids', 'crochet', 'kids hair'],
    chairs: 4,
    instagram: '@afroroots.eindhoven',
    lat: 51.4462,
    lng: 5.4806,
  },
  {
    salon_name: 'Atelier Kinky',
    address: 'Kammenstraat 36, Antwerpen, Belgium',
    postcode: '2000',
    city: 'Antwerpen',
    country: 'BE',
    email: 'bonjour@atelierkinky.example.com',
    phone: '+32 3 226 41 58',
    status: 'approved',
    business_registration: '0712.348.697',
    vat_number: 'BE0712348697',
    specialities: ['natural hair', 'twists', 'locs'],
    chairs: 3,
    instagram: '@atelier.kinky',
    lat: 51.2163,
    lng: 4.4001,
  },
  {
    salon_name: 'Salon Matonge',
    address: "Chaussée d'Ixelles 94, Bruxelles, Belgium",
    postcode: '1050',
    city: 'Bruxelles',
    country: 'BE',
    email: 'contact@salonmatonge.example.com',
    phone: '+32 2 511 73 20',
    status: 'approved',
    business_registration: '0648.902.185',
    vat_number: 'BE0648902185',
    specialities: ['braids', 'weaves', 'wig installs'],
    chairs: 6,
    instagram: '@salon.matonge',
    lat: 50.8337,
    lng: 4.3662,
  },
  {
    salon_name: 'Braid Bar Gent',
    address: 'Sint-Pietersnieuwstraat 118, Gent, Belgium',
    postcode: '9000',
    city: 'Gent',
    country: 'BE',
    email: 'hallo@braidbargent.example.com',
    phone: '+32 9 233 18 64',
    status: 'approved',
    business_registration: '0761.225.910',
    vat_number: 'BE0761225910',
    specialities: ['knotless braids', 'boho braids', 'cornrows'],
    chairs: 3,
    instagram: '@braidbar.gent',
    lat: 51.0447,
    lng: 3.7262,
  },
  {
    salon_name: 'Heuvel Hair Studio',
    address: 'Heuvelstraat 77, Tilburg, Netherlands',
    postcode: '5038 AE',
    city: 'Tilburg',
    country: 'NL',
    email: 'info@heuvelhair.example.nl',
    phone: '+31 13 544 2290',
    status: 'pending',
    business_registration: '90317742',
    vat_number: 'NL903177421B01',
    specialities: ['sew-ins', 'silk press', 'colour'],
    chairs: 2,
    instagram: '@heuvelhair.tilburg',
    lat: 51.5583,
    lng: 5.0822,
  },
  {
    salon_name: 'Maison Kalunga',
    address: 'Rue Saint-Gilles 52, Liège, Belgium',
    postcode: '4000',
    city: 'Liège',
    country: 'BE',
    email: 'rdv@maisonkalunga.example.com',
    phone: '+32 4 222 90 35',
    status: 'pending',
    business_registration: '0795.410.391',
    vat_number: 'BE0795410391',
    specialities: ['braids', 'crochet', 'natural hair'],
    chairs: 2,
    instagram: '@maison.kalunga',
    lat: 50.6402,
    lng: 5.5642,
  },
  {
    salon_name: 'Ginneken Beauty Corner',
    address: 'Ginnekenweg 140, Breda, Netherlands',
    postcode: '4818 JK',
    city: 'Breda',
    country: 'NL',
    email: 'beauty@ginnekencorner.example.nl',
    phone: '+31 76 521 0087',
    status: 'rejected',
    business_registration: '88620415',
    vat_number: 'NL886204151B01',
    specialities: ['nails', 'lashes'],
    chairs: 1,
    instagram: '@ginneken.beauty',
    lat: 51.5764,
    lng: 4.7859,
  },
];

/**
 * The fixed salon that friends-and-family orders are attributed to (`friendsFamilySalonId` in
 * settings). It is approved, but it is the shop's own studio: not a partner, and never offered
 * as a pickup salon (issue 17).
 */
export const FRIENDS_FAMILY_SALON: DemoSalon = {
  salon_name: 'Tress Friends & Family',
  address: 'Van Diemenstraat 196, Amsterdam, Netherlands',
  postcode: '1013 CP',
  city: 'Amsterdam',
  country: 'NL',
  email: 'friends@tress.example.com',
  phone: '+31 20 310 4455',
  status: 'approved',
  business_registration: '93015562',
  vat_number: 'NL930155621B01',
  specialities: ['studio pickup'],
  chairs: 0,
  instagram: '@tress.hair',
  lat: 52.3868,
  lng: 4.8887,
};
