import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { BoxSize, BoxSizeRule } from '@/domain/boxes';
import * as paths from '@/web/app/paths';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { QuantityStepper } from '@/web/components/ui/quantity-stepper';
import { Spinner } from '@/web/components/ui/spinner';
import { useCart } from '@/web/features/cart/cart-context';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { boxBuilderQueryOptions } from '../api/get-box-builder';
import {
  addPick,
  draftOf,
  boxCartItem,
  draftPrice,
  loadDraft,
  pricedPicks,
  saveDraft,
  setPickQuantity,
  stockOf,
  EMPTY_DRAFT,
  type BoxDraft,
} from '../box-draft';
import { BOX_SIZE_MESSAGES } from '../box-size-names';
import { BoxPriceList } from '../components/box-price-list';
import { BoxProductRow } from '../components/box-product-row';
import { BoxTray } from '../components/box-tray';
import { boxBuilderMessages } from '../messages';

const STEPS = ['size', 'fill', 'review'] as const;
type Step = (typeof STEPS)[number];
const STEP_NAMES: Record<Step, string> = {
  size: 'box-builder.step.size',
  fill: 'box-builder.step.fill',
  review: 'box-builder.step.review',
};

/** /box-builder?step=size|fill|review (product.md §11); the draft survives a reload. */
export function BoxBuilderPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('step');
  const { addItem, removeItem, cart } = useCart();
  const editing = params.get('edit');
  // "Edit box" in the cart: that box's size and components, back in the builder.
  const [draft, setDraft] = useState<BoxDraft>(() => {
    const item = editing ? cart.items.find((line) => line.productId === editing) : undefined;
    return (item && draftOf(item)) ?? loadDraft();
  });
  const { tier } = useShopper();
  const offer = useQuery(boxBuilderQueryOptions(tier));
  const navigate = useNavigate();
  const t = useT(boxBuilderMessages);
  const format = useFormat();
  const stepTitle = (s: Step) =>
    t('box-builder.step.numbered', { number: STEPS.indexOf(s) + 1, step: t(STEP_NAMES[s]) });

  // A step needs what comes before it: no size, no filling; an unfilled box, no review.
  const rule = offer.data?.sizes.find((size) => size.id === draft.size);
  const picks = offer.data ? pricedPicks(draft, offer.data.products, tier) : [];
  const filled = picks.reduce((sum, pick) => sum + pick.quantity, 0);
  const step: Step =
    asked === 'review' && rule && filled === rule.items
      ? 'review'
      : (asked === 'fill' || asked === 'review') && draft.size
        ? 'fill'
        : 'size';
  useDocumentTitle(t('box-builder.title', { step: t(STEP_NAMES[step]) }));

  useEffect(() => saveDraft(draft), [draft]);
  const go = (next: Step) => setParams({ step: next });
  useEffect(() => {
    if (editing) setParams({ step: 'fill' }, { replace: true });
  }, [editing, setParams]);

  if (offer.isPending)
    return <Spinner label={t('box-builder.loading')} text={t('box-builder.loading-text')} />;
  if (offer.isError) {
    return (
      <PageHeading title={t('box-builder.name')} lead={t('box-builder.failed')}>
        <Button className="mt-6" onClick={() => void offer.refetch()}>
          {t('box-builder.retry')}
        </Button>
      </PageHeading>
    );
  }
  const { sizes, products } = offer.data;

  const finish = () => {
    if (!rule) return;
    const id = draft.editing ?? (`box:${crypto.randomUUID()}` as const);
    if (draft.editing) removeItem(draft.editing);
    addItem(boxCartItem(rule.id, t(BOX_SIZE_MESSAGES[rule.id]), picks, rule.percentOff, id));
    setDraft(EMPTY_DRAFT);
    void navigate(paths.cart);
  };

  return (
    <div className="mx-auto max-w-content px-5 pb-16 sm:px-8">
      <header className="pt-10 pb-6">
        <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
          {draft.editing ? t('box-builder.editing') : t('box-builder.name')}
        </p>
        <h1 className="mt-2 text-title font-medium">{stepTitle(step)}</h1>
        <ol
          className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-taupe"
          aria-label={t('box-builder.steps')}
        >
          {STEPS.map((s) => (
            <li
              key={s}
              aria-current={s === step ? 'step' : undefined}
              className={s === step ? 'font-medium text-ink' : ''}
            >
              {stepTitle(s)}
            </li>
          ))}
        </ol>
      </header>

      {step === 'size' ? (
        <SizeStep
          sizes={sizes}
          chosen={draft.size}
          onChoose={(size) => {
            setDraft({ ...draft, size });
            go('fill');
          }}
        />
      ) : null}

      {step === 'fill' && rule ? (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-label={t('box-builder.products')}>
            {products.length === 0 ? (
              <p className="text-taupe">{t('box-builder.no-products')}</p>
            ) : (
              <ul className="divide-y divide-sand">
                {products.map((product) => (
                  <BoxProductRow
                    key={product.id}
                    product={product}
                    tier={tier}
                    full={filled >= rule.items}
                    inBox={(variant) =>
                      draft.picks.find((p) => p.productId === product.id && p.variant === variant)
                        ?.quantity ?? 0
                    }
                    onAdd={(variant) => setDraft(addPick(draft, product.id, variant))}
                  />
                ))}
              </ul>
            )}
          </section>
          <div className="flex flex-col gap-4">
            <BoxTray rule={rule} picks={picks} />
            {picks.map((pick) => (
              <QuantityStepper
                key={`${pick.productId}-${pick.variant ?? ''}`}
                of={`${pick.product.name}${pick.variant ? ` (${pick.variant})` : ''}`}
                value={pick.quantity}
                min={0}
                max={Math.min(
                  stockOf(pick.product, pick.variant),
                  pick.quantity + rule.items - filled,
                )}
                onChange={(quantity) => setDraft(setPickQuantity(draft, pick, quantity))}
              />
            ))}
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => go('size')}>
                {t('box-builder.change-size')}
              </Button>
              <Button disabled={filled !== rule.items} onClick={() => go('review')}>
                {t('box-builder.to-review')}
              </Button>
            </div>
            {filled < rule.items ? (
              <p className="text-sm text-taupe">
                {t('box-builder.more', { count: rule.items - filled })}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}

      {step === 'review' && rule ? (
        <section aria-label={t('box-builder.review')} className="max-w-xl">
          <ul className="divide-y divide-sand">
            {picks.map((pick) => (
              <li
                key={`${pick.productId}-${pick.variant ?? ''}`}
                className="flex justify-between gap-4 py-2"
              >
                <span>
                  {pick.quantity} × {pick.product.name}
                  {pick.variant ? ` (${pick.variant})` : ''}
                </span>
                <span className="tabular-nums">{format.money(pick.unitPrice * pick.quantity)}</span>
              </li>
            ))}
          </ul>
          <ReviewTotals rule={rule} picks={picks} />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => go('fill')}>
              {t('box-builder.back')}
            </Button>
            <Button onClick={finish}>
              {draft.editing ? t('box-builder.update') : t('box-builder.add-box')}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

function ReviewTotals({
  rule,
  picks,
}: {
  rule: BoxSizeRule;
  picks: Parameters<typeof draftPrice>[0];
}) {
  return (
    <BoxPriceList
      price={draftPrice(picks, rule.percentOff)}
      percentOff={rule.percentOff}
      className="mt-4"
      totalClassName="text-lg font-medium"
    />
  );
}

function SizeStep({
  sizes,
  chosen,
  onChoose,
}: {
  sizes: readonly BoxSizeRule[];
  chosen: BoxSize | null;
  onChoose: (size: BoxSize) => void;
}) {
  const t = useT(boxBuilderMessages);
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {sizes.map((size) => (
        <li key={size.id} className="rounded-card bg-white p-5 shadow-soft">
          <h2 className="font-display text-heading">{t(BOX_SIZE_MESSAGES[size.id])}</h2>
          <p className="mt-1 text-taupe">
            {t('box-builder.size.rule', { items: size.items, percent: size.percentOff })}
          </p>
          <Button
            className="mt-4"
            variant={chosen === size.id ? 'primary' : 'secondary'}
            aria-label={t('box-builder.size.choose', {
              size: t(BOX_SIZE_MESSAGES[size.id]).toLowerCase(),
            })}
            onClick={() => onChoose(size.id)}
          >
            {t('box-builder.choose')}
          </Button>
        </li>
      ))}
      <li className="sm:col-span-3">
        <Link to={paths.boxBuilderIntro} className={buttonClasses('quiet')}>
          {t('box-builder.how')}
        </Link>
      </li>
    </ul>
  );
}
