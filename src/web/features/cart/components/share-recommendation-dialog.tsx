import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { ApiIssue } from '@/domain/api-problem';
import type { CartItem } from '@/domain/cart';
import * as ERROR_CODE from '@/domain/error-codes';
import {
  MAX_RECOMMENDATION_ITEMS,
  RECOMMENDATION_NOTE_MAX,
  recommendationRequestSchema,
  type RecommendationReceipt,
} from '@/domain/recommendations';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/web/components/ui/dialog';
import { TextareaField } from '@/web/components/ui/textarea-field';
import { toast } from '@/web/components/ui/use-toast';
import { useT, type Translate } from '@/web/i18n/use-t';
import { useLanguage } from '@/web/i18n/i18n-provider';
import { DEFAULT_LANGUAGE } from '@/web/i18n/languages';
import { ApiError } from '@/web/lib/api-client';
import { useIssueTexts } from '@/web/lib/forms/form-message';
import { recommendableLines, useShareRecommendation } from '../api/share-recommendation';
import { cartMessages } from '../messages';

// "Share as recommendation" (product.md §12): a salon in its salon session turns its cart's
// product lines and a note into a link for a client. Loaded only for salons (see cart-page.tsx).

/** The note, validated with the very rule the server applies. */
const noteSchema = recommendationRequestSchema.pick({ note: true });
type NoteInput = z.input<typeof noteSchema>;
type NoteValues = z.output<typeof noteSchema>;

/** How a refusal is worded on this page: the cart's words, and the refused fields' messages. */
interface Wording {
  t: Translate;
  /** An English page shows the API's own words, as it always did. */
  english: boolean;
  issueTexts: (issues: readonly ApiIssue[]) => string[];
}

/**
 * What went wrong, in words; a problem with the note itself is put beside the note instead (its
 * field words it in the page's language).
 */
function problemOf(
  error: unknown,
  setError: UseFormSetError<NoteInput>,
  { t, english, issueTexts }: Wording,
): string {
  if (!(error instanceof ApiError)) return t('cart.share.problem.offline');
  const said = english ? error.problem?.message || undefined : undefined;
  if (error.status === 403 || error.code === ERROR_CODE.FORBIDDEN) {
    return t('cart.share.problem.forbidden');
  }
  if (error.code === ERROR_CODE.RATE_LIMITED) {
    return said ?? t('cart.share.problem.rate-limited');
  }
  if (error.code === ERROR_CODE.VALIDATION_FAILED) {
    const issues = error.problem?.issues ?? [];
    const onNote = issues.find((issue) => issue.path[0] === 'note');
    if (onNote) setError('note', { message: onNote.message });
    // The other fields' messages the page can word (in another language than English, the
    // server's own English sentences are left to the general refusal).
    const others = issueTexts(issues.filter((issue) => issue.path[0] !== 'note'));
    if (others.length > 0) return others.join(' ');
    return onNote ? '' : (said ?? t('cart.share.problem.refused'));
  }
  return error.status >= 500
    ? t('cart.share.problem.server')
    : (said ?? t('cart.share.problem.other'));
}

function lineText(item: CartItem): string {
  return `${item.product.name}${item.selectedVariant ? `, ${item.selectedVariant}` : ''}`;
}

export function ShareRecommendationDialog({
  items,
  salonName,
}: {
  items: readonly CartItem[];
  salonName: string | null;
}) {
  const [open, setOpen] = useState(false);
  const t = useT(cartMessages);
  return (
    <>
      <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
        {t('cart.share.title')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-lg">
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-heading font-medium">{t('cart.share.title')}</DialogTitle>
            <DialogClose className="-mt-2 -mr-3 inline-flex size-tap shrink-0 items-center justify-center rounded-full text-ink hover:bg-linen">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              >
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
              <span className="sr-only">{t('cart.share.close')}</span>
            </DialogClose>
          </div>
          {/* Unmounted on close: opening it again starts a new recommendation. */}
          <ShareForm items={items} salonName={salonName} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function ShareForm({ items, salonName }: { items: readonly CartItem[]; salonName: string | null }) {
  const t = useT(cartMessages);
  const english = useLanguage().language === DEFAULT_LANGUAGE;
  const issueTexts = useIssueTexts();
  const share = useShareRecommendation();
  const lines = recommendableLines(items);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<NoteInput, unknown, NoteValues>({
    resolver: zodResolver(noteSchema),
    defaultValues: { note: '' },
  });
  const length = (useWatch({ control, name: 'note' }) ?? '').length;
  const tooMany = lines.items.length > MAX_RECOMMENDATION_ITEMS;
  const nothing = lines.items.length === 0;

  if (share.data) {
    return (
      <ShareResult receipt={share.data} note={share.variables?.note ?? ''} salonName={salonName} />
    );
  }

  const submit = handleSubmit(({ note }) => {
    setProblem(null);
    share.mutate(
      { note, items: lines.items },
      {
        onError: (error) =>
          setProblem(problemOf(error, setError, { t, english, issueTexts }) || null),
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-5">
      <p className="text-[0.9375rem] text-taupe">{t('cart.share.intro')}</p>
      <div>
        <TextareaField
          label={t('cart.share.note')}
          hint={t('cart.share.note.hint')}
          rows={4}
          error={errors.note?.message}
          {...register('note')}
        />
        <p
          className={
            'mt-1.5 text-right text-sm tabular-nums ' +
            (length > RECOMMENDATION_NOTE_MAX ? 'text-accent-700' : 'text-taupe')
          }
        >
          {t('cart.share.note.length', { length, max: RECOMMENDATION_NOTE_MAX })}
        </p>
      </div>
      <section aria-labelledby="share-lines-title">
        <h3 id="share-lines-title" className="text-sm font-medium text-ink">
          {nothing ? t('cart.share.nothing') : t('cart.share.count', { count: lines.items.length })}
        </h3>
        {nothing ? null : (
          <ul className="mt-2 divide-y divide-sand rounded-field border border-sand text-[0.9375rem]">
            {lines.shared.map((item) => (
              <li
                key={`${item.productId}|${item.selectedVariant ?? ''}`}
                className="flex justify-between gap-4 px-4 py-2.5"
              >
                <span className="min-w-0 text-ink">{lineText(item)}</span>
                <span className="shrink-0 text-taupe tabular-nums">× {item.quantity}</span>
              </li>
            ))}
          </ul>
        )}
        {lines.skipped.length > 0 ? (
          <p className="mt-3 rounded-field bg-linen px-4 py-3 text-sm text-ink">
            {t('cart.share.skipped', { lines: lines.skipped.map(lineText).join('; ') })}
          </p>
        ) : null}
        {nothing ? <p className="mt-2 text-sm text-taupe">{t('cart.share.nothing.hint')}</p> : null}
        {tooMany ? (
          <p className="mt-3 text-sm text-accent-700">
            {t('cart.share.too-many', { max: MAX_RECOMMENDATION_ITEMS })}
          </p>
        ) : null}
      </section>
      {problem ? (
        <p
          role="alert"
          className="rounded-field border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-ink"
        >
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={share.isPending || nothing || tooMany}>
        {share.isPending ? t('cart.share.creating') : t('cart.share.create')}
      </Button>
    </form>
  );
}

function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

function ShareResult({
  receipt,
  note,
  salonName,
}: {
  receipt: RecommendationReceipt;
  note: string;
  salonName: string | null;
}) {
  const t = useT(cartMessages);
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${receipt.url}`;
  const title = salonName
    ? t('cart.share.result.by', { salon: salonName })
    : t('cart.share.result.hairdresser');

  const copy = () => {
    // Without a clipboard (an insecure page, an old browser) the field is there to select.
    const written =
      navigator.clipboard?.writeText(link) ?? Promise.reject(new Error('no clipboard'));
    written.then(
      () => {
        // Said in the dialog too: a toast shows beneath the dialog's dimmed backdrop.
        setCopied(true);
        toast({ title: t('cart.share.copied'), description: t('cart.share.copied.text') });
      },
      () =>
        toast({
          title: t('cart.share.copy-failed'),
          description: t('cart.share.copy-failed.text'),
        }),
    );
  };

  const shareLink = () => {
    navigator
      .share({ title, url: link, ...(note ? { text: note } : {}) })
      .catch((error: unknown) => {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        toast({
          title: t('cart.share.share-failed'),
          description: t('cart.share.share-failed.text'),
        });
      });
  };

  return (
    <div className="mt-4 flex flex-col gap-5">
      <p role="status" className="text-[0.9375rem] text-ink">
        {t('cart.share.ready')}
      </p>
      <div>
        <label htmlFor="recommendation-link" className="mb-2 block text-sm font-medium text-ink">
          {t('cart.share.link')}
        </label>
        <input
          id="recommendation-link"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="block min-h-tap w-full rounded-field border border-sand bg-linen/60 px-4 text-[0.9375rem] text-ink"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={copy}>{t('cart.share.copy')}</Button>
        {canShare() ? (
          <Button variant="secondary" onClick={shareLink}>
            {t('cart.share.share')}
          </Button>
        ) : null}
        <Link
          to={paths.recommendation(receipt.id)}
          target="_blank"
          rel="noopener"
          className={buttonClasses('secondary')}
        >
          {t('cart.share.open')}
        </Link>
      </div>
      <p role="status" className="-mt-2 min-h-5 text-sm text-taupe">
        {copied ? t('cart.share.copied.status') : ''}
      </p>
    </div>
  );
}
