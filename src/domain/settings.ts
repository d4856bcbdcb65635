// Shop settings an admin can change without a deploy (product.md §3, §7, §8, §10, §11, §13): one
// zod schema per setting, the default each falls back to, and the admin's view and change of them.
// Pure, so the web app can read the public part with the same types the server writes with.
import { z } from 'zod';
import { DEFAULT_BOX_SIZES, MAX_BOX_ITEMS } from './boxes';
import { hairdresserApplicationFields, salonStepSchema } from './hairdressers';
import { integer, text } from './schema-blocks';

const cents = integer(undefined, 'Use whole cents')
  .min(0, 'Amounts are never negative')
  .max(10_000_000);

const boxSize = z
  .object({
    items: integer().min(1).max(MAX_BOX_ITEMS),
    discountPercent: integer().min(0).max(90),
  })
  .strict();

/**
 * The friends-and-family key travels in a URL (`/?access=friends-family&key=…`) and a header
 * (`X-Tress-Access: ff:…`), so it is limited to URL- and header-safe characters, and long
 * enough that guessing it is hopeless.
 */
export const friendsFamilyKeySchema = text().regex(
  /^[A-Za-z0-9_-]{16,128}$/,
  'Use 16 to 128 letters, digits, - or _',
);

const salonFields = hairdresserApplicationFields.shape;

/** "NL91ABNA0417164300" → whether its check digits hold (ISO 13616, mod 97). */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/** An IBAN as typed ("nl91 abna 0417 1643 00"), stored without spaces in capitals. */
export const ibanSchema = text({ error: 'Enter the IBAN' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    text()
      .min(1, 'Enter the IBAN')
      .max(34, 'An IBAN has at most 34 characters')
      .refine(isValidIban, 'Check the IBAN: its check digits do not match'),
  );

/**
 * The company behind the shop, shown in the footer and the legal pages (product.md §13): a web
 * shop must say who it is, where, and under which Chamber of Commerce and VAT numbers. Its
 * fields and the country's rules (postcode, KvK or Belgian enterprise number, VAT number) are
 * those a salon's application is checked with, imported rather than written twice.
 */
const companyFields = z
  .object({
    name: text({ error: 'Enter the company name' })
      .trim()
      .min(1, 'Enter the company name')
      .max(120, 'Use at most 120 characters'),
    street: salonFields.street,
    postcode: salonFields.postcode,
    city: salonFields.city,
    country: salonFields.country,
    registrationNumber: salonFields.registrationNumber,
    // Optional for a salon, required here: a shop selling to consumers prints its VAT number.
    vatNumber: salonFields.vatNumber.pipe(text({ error: 'Enter the VAT number' })),
    email: salonFields.email,
    phone: salonFields.phone,
    /** Where invoices ask to be paid (issue 16). Optional: set it before issuing invoices. */
    iban: ibanSchema.optional(),
  })
  .strict();

/**
 * A transform, not a refinement: it runs only once every field passed its own check, so the
 * country's rules never repeat a field's message (they are checked by the salon step's schema).
 */
export const companySchema = companyFields.transform((company, context) => {
  const checked = salonStepSchema.safeParse({ ...company, salonName: company.name });
  if (checked.success) return company;
  for (const issue of checked.error.issues)
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});

export const settingSchemas = {
  /** Formats money and dates, e.g. en-NL → "€129.95". */
  locale: text()
    .min(2)
    .max(35)
    .refine((tag) => {
      try {
        return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
      } catch {
        return false;
      }
    }, 'Not a locale this shop can format for'),
  deliveryFees: z.object({ home: cents, locker: cents, salon: cents }).strict(),
  freeDeliveryThresholds: z.object({ client: cents, business: cents }).strict(),
  orderExpiryMinutes: integer()
    .min(5)
    .max(24 * 60),
  dropHoldMinutes: integer().min(1).max(120),
  boxSizes: z.object({ small: boxSize, medium: boxSize, large: boxSize }).strict(),
  friendsFamilySalonId: z.uuid().nullable(),
  /** Secret: grants business prices. Never in a public answer. */
  friendsFamilyKey: friendsFamilyKeySchema.nullable(),
  /** Public by law: the footer and the legal pages print it. */
  company: companySchema,
} as const;

export type SettingKey = keyof typeof settingSchemas;
export type Settings = { [K in SettingKey]: z.output<(typeof settingSchemas)[K]> };

export const SETTING_KEYS = Object.keys(settingSchemas) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingSchemas, key);
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  locale: 'en-NL',
  deliveryFees: { home: 695, locker: 395, salon: 0 },
  freeDeliveryThresholds: { client: 7500, business: 25000 },
  orderExpiryMinutes: 30,
  dropHoldMinutes: 10,
  boxSizes: Object.fromEntries(
    DEFAULT_BOX_SIZES.map((size) => [
      size.id,
      { items: size.items, discountPercent: size.percentOff },
    ]),
  ) as Settings['boxSizes'],
  friendsFamilySalonId: null,
  // No key, no friends-and-family access: the seed (or an admin) sets one.
  friendsFamilyKey: null,
  // A fictional company, well-formed: an operator enters the real one in the admin settings.
  company: {
    name: 'Tress B.V.',
    street: 'Kapperskade 14',
    postcode: '1011 AB',
    city: 'Amsterdam',
    country: 'NL',
    registrationNumber: '86420133',
    vatNumber: 'NL864201332B01',
    email: 'hello@tress.example',
    phone: '+31 20 123 4567',
    iban: 'NL91ABNA0417164300',
  },
};

/**
 * Settings GET /api/settings never shows: the friends-and-family key (a secret), and the
 * friends-and-family salon's id, which the web app does not need (the server attributes those
 * orders) and which once was half of a forged salon access.
 */
export const PRIVATE_SETTING_KEYS = [
  'friendsFamilyKey',
  'friendsFamilySalonId',
] as const satisfies readonly SettingKey[];
type PrivateSettingKey = (typeof PRIVATE_SETTING_KEYS)[number];

export type PublicSettings = Omit<Settings, PrivateSettingKey>;

/**
 * The answer of GET /api/settings. A type of its own (not just PublicSettings) because the
 * server adds what the web app needs to run beside the settings, e.g. where auth lives.
 */
export type SettingsAnswer = PublicSettings & {
  /** Which card payments run: the built-in test cards (no money moves) or Stripe Checkout. */
  paymentsMode: 'test' | 'stripe' | 'mollie';
  /** Where supabase-js signs in. The anon key is public by design. */
  auth: AuthClientSettings;
};

/**
 * Where the web app signs in (issue 28). A real Supabase project: `url`, and no `embedded`. The
 * embedded auth server: `url` is the shop's SITE_URL, and `embedded` says where it answers —
 * `any-origin` (development and test): on every address the shop answers on, so the web signs in
 * on the page's own origin (127.0.0.1, localhost, a LAN address, Vite's port); `site-url`
 * (production): at `url` only, so a page opened at another address says where to sign in.
 * The same for every request (never the Host it named): the answer may sit in a shared cache.
 */
export type AuthClientSettings = {
  url: string;
  anonKey: string;
  embedded?: EmbeddedAuthReach;
};

export type EmbeddedAuthReach = 'any-origin' | 'site-url';

export function publicSettings(settings: Settings): PublicSettings {
  const shown: Partial<Settings> = { ...settings };
  for (const key of PRIVATE_SETTING_KEYS) delete shown[key];
  return shown as PublicSettings;
}

/** Several settings at once, each validated with its own schema; unknown keys are refused. */
export const settingsChangeSchema = z.object(settingSchemas).partial().strict();

/**
 * PUT /api/config: any subset of the settings, each validated by its own schema. The
 * friends-and-family key is not set by hand; POST /api/config/friends-family-key rotates it
 * to a random one, so it can never be a guessable word.
 */
export const configChangeSchema = z
  .object(settingSchemas)
  .omit({ friendsFamilyKey: true })
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Change at least one setting');
export type ConfigChange = z.infer<typeof configChangeSchema>;

/** GET /api/config: every setting, secrets included, and the link admins share. */
export type AdminConfig = Settings & {
  /** `/?access=friends-family&key=…`, or null while there is no key. */
  friendsFamilyLink: string | null;
};

export function friendsFamilyLink(key: string | null): string | null {
  return key === null ? null : `/?access=friends-family&key=${encodeURIComponent(key)}`;
}
