import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
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
import { ApiError } from '@/web/lib/api-client';
import { recommendableLines, useShareRecommendation } from '../api/share-recommendation';

// "Share as recommendation" (product.md §12): a salon in its salon session turns its cart's
// product lines and a note into a link for a client. Loaded only for salons (see cart-page.tsx).

/** The note, validated with the very rule the server applies. */
const noteSchema = recommendationRequestSchema.pick({ note: true });
type NoteInput = z.input<typeof noteSchema>;
type NoteValues = z.output<typeof noteSchema>;

const FORBIDDEN_TEXT = 'Only a salon shopping through its salon link can share.';

/** What went wrong, in words; a problem with the note itself is put beside the note instead. */
function problemOf(error: unknown, setError: UseFormSetError<NoteInput>): string {
  if (!(error instanceof ApiError)) {
    return 'The link could not be made: the shop could not be reached. Try again in a moment.';
  }
  if (error.status === 403 || error.code === ERROR_CODE.FORBIDDEN) return FORBIDDEN_TEXT;
  if (error.code === ERROR_CODE.RATE_LIMITED) {
    return error.problem?.message ?? 'You have shared a lot this hour; try again later.';
  }
  if (error.code === ERROR_CODE.VALIDATION_FAILED) {
    const issues = error.problem?.issues ?? [];
    const onNote = issues.find((issue) => issue.path[0] === 'note');
    if (onNote) setError('note', { message: onNote.message });
    const others = issues.filter((issue) => issue.path[0] !== 'note');
    if (others.length > 0) return others.map((issue) => issue.message).join(' ');
    return onNote ? '' : (error.problem?.message ?? 'The recommendation was refused.');
  }
  return error.status >= 500
    ? 'Something went wrong on our side; the link was not made. Try again in a moment.'
    : (error.problem?.message ?? 'The link could not be made.');
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
  return (
    <>
      <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
        Share as recommendation
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-lg">
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-heading font-medium">Share as recommendation</DialogTitle>
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
              <span className="sr-only">Close</span>
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
      { onError: (error) => setProblem(problemOf(error, setError) || null) },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-5">
      <p className="text-[0.9375rem] text-taupe">
        Your client gets a link to these products, each at their own price, with your note.
      </p>
      <div>
        <TextareaField
          label="Note for your client"
          hint="Optional: how to use them, what to pair them with."
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
          {length} / {RECOMMENDATION_NOTE_MAX} characters
        </p>
      </div>
      <section aria-labelledby="share-lines-title">
        <h3 id="share-lines-title" className="text-sm font-medium text-ink">
          {nothing
            ? 'Nothing to share yet'
            : `${lines.items.length} ${lines.items.length === 1 ? 'product' : 'products'} in the link`}
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
            Drop items and boxes can’t be recommended, so the link leaves out{' '}
            {lines.skipped.map(lineText).join('; ')}.
          </p>
        ) : null}
        {nothing ? (
          <p className="mt-2 text-sm text-taupe">
            Add products from the shop to your cart, then share them from here.
          </p>
        ) : null}
        {tooMany ? (
          <p className="mt-3 text-sm text-accent-700">
            A recommendation holds at most {MAX_RECOMMENDATION_ITEMS} products; remove some lines
            first.
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
        {share.isPending ? 'Creating link…' : 'Create link'}
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
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${receipt.url}`;
  const title = salonName ? `Recommended by ${salonName}` : 'Your hairdresser’s recommendation';

  const copy = () => {
    // Without a clipboard (an insecure page, an old browser) the field is there to select.
    const written =
      navigator.clipboard?.writeText(link) ?? Promise.reject(new Error('no clipboard'));
    written.then(
      () => {
        // Said in the dialog too: a toast shows beneath the dialog's dimmed backdrop.
        setCopied(true);
        toast({ title: 'Link copied', description: 'Paste it into a message to your client.' });
      },
      () =>
        toast({
          title: 'The link could not be copied',
          description: 'Select the link and copy it yourself.',
        }),
    );
  };

  const shareLink = () => {
    navigator
      .share({ title, url: link, ...(note ? { text: note } : {}) })
      .catch((error: unknown) => {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        toast({ title: 'The link could not be shared', description: 'Copy it instead.' });
      });
  };

  return (
    <div className="mt-4 flex flex-col gap-5">
      <p role="status" className="text-[0.9375rem] text-ink">
        Your recommendation is ready. Send this link to your client.
      </p>
      <div>
        <label htmlFor="recommendation-link" className="mb-2 block text-sm font-medium text-ink">
          Link for your client
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
        <Button onClick={copy}>Copy link</Button>
        {canShare() ? (
          <Button variant="secondary" onClick={shareLink}>
            Share
          </Button>
        ) : null}
        <Link
          to={paths.recommendation(receipt.id)}
          target="_blank"
          rel="noopener"
          className={buttonClasses('secondary')}
        >
          Open
        </Link>
      </div>
      <p role="status" className="-mt-2 min-h-5 text-sm text-taupe">
        {copied ? 'Copied. Paste it into a message to your client.' : ''}
      </p>
    </div>
  );
}
