// A form's error message in the page's language (issue 30). The shared schemas answer in English
// (the API's words, src/domain); a message written with message(id, english) is found again by
// its English and shown by its id from the forms catalogue, and so are zod's own English messages
// (a length, a missing value) the schemas leave to zod. English pages show the text as it is;
// any other text (a feature's own words) is shown as it is too.
import type { ApiIssue } from '@/domain/api-problem';
import { messageOf, type MessageRef } from '@/domain/messages';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { DEFAULT_LANGUAGE } from '@/web/i18n/languages';
import { useT } from '@/web/i18n/use-t';
import { formsMessages } from './messages';

const number = (text: string | undefined) => Number(text);

/** zod's default English messages (zod/v4/locales/en), as forms may show them. */
const ZOD_MESSAGES: [RegExp, (match: RegExpExecArray) => MessageRef][] = [
  [
    /^Too big: expected string to have <=(\d+) characters$/,
    (match) => ({ id: 'forms.zod.too-long', values: { max: number(match[1]) } }),
  ],
  [
    /^Too small: expected string to have >=(\d+) characters$/,
    (match) => ({ id: 'forms.zod.too-short', values: { min: number(match[1]) } }),
  ],
  [
    /^Too big: expected array to have <=(\d+) items$/,
    (match) => ({ id: 'forms.zod.too-many', values: { max: number(match[1]) } }),
  ],
  [
    /^Too small: expected array to have >=(\d+) items$/,
    (match) => ({ id: 'forms.zod.too-few', values: { min: number(match[1]) } }),
  ],
  [
    /^Too big: expected (?:number|int) to be <=(-?[\d.]+)$/,
    (match) => ({ id: 'forms.zod.number-max', values: { max: number(match[1]) } }),
  ],
  [
    /^Too small: expected (?:number|int) to be >=(-?[\d.]+)$/,
    (match) => ({ id: 'forms.zod.number-min', values: { min: number(match[1]) } }),
  ],
  [
    /^Too big: expected (?:number|int) to be <(-?[\d.]+)$/,
    (match) => ({ id: 'forms.zod.number-below', values: { max: number(match[1]) } }),
  ],
  [
    /^Too small: expected (?:number|int) to be >(-?[\d.]+)$/,
    (match) => ({ id: 'forms.zod.number-above', values: { min: number(match[1]) } }),
  ],
  [
    /^Invalid input: expected \w+, received (?:undefined|null)$/,
    () => ({ id: 'forms.zod.required' }),
  ],
  [/^Invalid input: expected (?:number|int), received NaN$/, () => ({ id: 'forms.zod.number' })],
  [/^Invalid input: expected int, received number$/, () => ({ id: 'forms.whole-number' })],
  [/^Invalid email address$/, () => ({ id: 'forms.valid-email' })],
  [/^Invalid (?:option|discriminator value)\b/, () => ({ id: 'forms.zod.option' })],
  [/^Invalid (?:input|string|number|value)\b/, () => ({ id: 'forms.zod.invalid' })],
];

/** Which message of the forms catalogue an English error text is; undefined for other text. */
export function formMessageOf(text: string): MessageRef | undefined {
  const known = messageOf(text);
  if (known) return known;
  for (const [pattern, ref] of ZOD_MESSAGES) {
    const match = pattern.exec(text);
    if (match) return ref(match);
  }
  return undefined;
}

/**
 * `text` (a form error: react-hook-form's `errors.x?.message`, or a field's message from the
 * API's 400) in the page's language. Field, TextField, SelectField and TextareaField call it
 * themselves; a form that shows an error elsewhere passes it through this hook.
 */
export function useFormMessage(text: string | undefined): string | undefined {
  const { language } = useLanguage();
  const ref = text && language !== DEFAULT_LANGUAGE ? formMessageOf(text) : undefined;
  const t = useT(ref ? formsMessages : undefined);
  return ref ? t(ref.id, ref.values) : text;
}

/**
 * `useFormMessage` for many texts at once (a list of the API's refused fields):
 * `const formText = useFormMessages()`, then `formText(issue.message)`.
 */
export function useFormMessages(): (text: string) => string {
  const { language } = useLanguage();
  const translating = language !== DEFAULT_LANGUAGE;
  const t = useT(translating ? formsMessages : undefined);
  return (text) => {
    const ref = translating ? formMessageOf(text) : undefined;
    return ref ? t(ref.id, ref.values) : text;
  };
}

/**
 * The refused fields of an API problem in the page's language: an English page lists them as the
 * API words them; another language lists those the forms catalogue knows (the shared schemas'
 * messages) in its words and leaves out the server's own English sentences, for which the
 * problem's wording (lib/problems) stands.
 */
export function useIssueTexts(): (issues: readonly ApiIssue[]) => string[] {
  const english = useLanguage().language === DEFAULT_LANGUAGE;
  const formText = useFormMessages();
  return (issues) =>
    issues.flatMap((issue) =>
      issue.message && (english || formMessageOf(issue.message)) ? [formText(issue.message)] : [],
    );
}
