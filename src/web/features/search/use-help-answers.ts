import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import * as paths from '@/web/app/paths';
import { settingsQuery } from '@/web/features/cart/api/get-settings';
import { filterHelp, helpSections } from '@/web/features/support/help-questions';
import { supportMessages } from '@/web/features/support/messages';
import { useFormat } from '@/web/i18n/format';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { useT } from '@/web/i18n/use-t';

/** At most this many help answers come with the suggestions. */
export const SUGGESTED_ANSWERS = 3;
const MIN_LETTERS = 3;

export interface HelpAnswer {
  /** The question's anchor on /help, which opens it there. */
  id: string;
  question: string;
  /** Its topic: "Returns". */
  topic: string;
  href: string;
}

/** Lower case without accents, as the help page's own search compares. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The help answers for a query, matched here in the page's language as /help's own search does
 * (every word in the topic, question or answer), those whose question says it first. The support
 * catalogue (the answers' words) is downloaded when the search is first used, not before; until
 * it and the shop's settings (the fees in the answers) are in, there are none.
 */
export function useHelpAnswers(query: string): HelpAnswer[] {
  const { language } = useLanguage();
  const [loaded, setLoaded] = useState(() => supportMessages.isLoaded(language));
  useEffect(() => {
    if (loaded) return;
    let current = true;
    supportMessages.load(language).then(
      () => current && setLoaded(true),
      () => undefined, // offline: the products and categories are still suggested
    );
    return () => {
      current = false;
    };
  }, [language, loaded]);
  // Without its catalogue this `t` does not suspend: the list never waits for the help.
  const t = useT(loaded ? supportMessages : undefined);
  const format = useFormat();
  const settings = useQuery(settingsQuery);
  const sections = useMemo(
    () => (loaded && settings.data ? helpSections(settings.data, t, format) : []),
    [loaded, settings.data, t, format],
  );
  return useMemo(() => {
    const words = plain(query).split(/\s+/).filter(Boolean);
    // One or two letters are in nearly every answer: no help to suggest yet.
    if (words.join('').length < MIN_LETTERS) return [];
    const found = filterHelp(sections, query).flatMap((section) =>
      section.questions.map((question) => ({
        id: question.id,
        question: question.question,
        topic: section.title,
        href: `${paths.help}#${question.id}`,
        inQuestion: words.every((word) => plain(question.question).includes(word)),
      })),
    );
    // Stable: the help's own order among equals.
    found.sort((a, b) => Number(b.inQuestion) - Number(a.inQuestion));
    return found.slice(0, SUGGESTED_ANSWERS).map(({ inQuestion: _, ...answer }) => answer);
  }, [sections, query]);
}
