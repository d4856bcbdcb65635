// The refused fields of a quote or an order in the page's language (issue 30). The API words
// them in English: an English page lists them as they are; another language lists those the
// forms catalogue knows (the shared schemas' messages) in its words and leaves out the server's
// own English sentences, for which the problem's words (useProblemMessage) stand.
import type { ApiIssue } from '@/domain/api-problem';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { DEFAULT_LANGUAGE } from '@/web/i18n/languages';
import { formMessageOf, useFormMessages } from '@/web/lib/forms/form-message';

export function useIssueTexts(): (issues: readonly ApiIssue[]) => string[] {
  const english = useLanguage().language === DEFAULT_LANGUAGE;
  const formText = useFormMessages();
  return (issues) =>
    issues.flatMap((issue) =>
      issue.message && (english || formMessageOf(issue.message)) ? [formText(issue.message)] : [],
    );
}
