// The languages the server answers and writes in (issue 30): those the web shop has. Mails and
// documents in a language without their own texts fall back to the default's.
import { DEFAULT_LANGUAGE } from '@/domain/languages';

export const SHOP_LANGUAGES: readonly string[] = [DEFAULT_LANGUAGE, 'nl'];
