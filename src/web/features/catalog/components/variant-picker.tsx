import { useId } from 'react';
import type { Cents } from '@/domain/money';
import type { ProductVariant } from '@/domain/products';
import { stockState } from '@/domain/stock';
import { useFormat } from '@/web/i18n/format';
import type { Translate } from '@/web/i18n/use-t';
import { useCatalogT } from '../messages';
import { productMessages } from '../product/messages';
import type { VariantKind } from '../variant-kind';

interface VariantPickerProps {
  variants: readonly ProductVariant[];
  kind: VariantKind;
  value: string | null;
  onChange: (name: string) => void;
  /**
   * What one unit of each variant costs this shopper (in the variants' order), shown on every
   * option before choosing; null when all cost the same (the price above says it once).
   */
  prices?: readonly Cents[] | null;
}

/** 1B, the root of every ombre the shop sells: an ombre's swatch runs from it to its ends. */
const OMBRE_ROOT = '#1c1a19';
const OMBRE = /^ombre\b/i;

/**
 * A radio group of the product's variants. Sold-out ones stay visible (a shopper should see the
 * length exists) but cannot be chosen, and say so in words, not only in a greyed look. Each
 * option shows its price when the variants differ in price, and a shade with a colour is a round
 * swatch named by its shade.
 */
export function VariantPicker({ variants, kind, value, onChange, prices }: VariantPickerProps) {
  const t = useCatalogT(productMessages);
  const id = useId();
  const priced = prices != null && prices.length === variants.length;
  const swatches = variants.some((variant) => variant.colour);
  // Codes under the swatches only when every shade has one: a lone caption reads as a mistake.
  const coded = swatches && variants.every((variant) => shadeCode(variant.name) !== null);
  return (
    <fieldset>
      <legend className="text-sm font-semibold tracking-[0.12em] text-ink uppercase">
        {t('catalog.product.kind', { kind })}
        {value ? (
          <>
            {' '}
            <span className="ml-1 font-normal tracking-normal normal-case text-taupe">{value}</span>
          </>
        ) : null}
      </legend>
      <div
        className={
          'mt-3 ' +
          (swatches
            ? 'flex flex-wrap gap-x-1.5 gap-y-2'
            : priced
              ? 'grid grid-cols-[repeat(auto-fill,minmax(6.75rem,1fr))] gap-2'
              : 'flex flex-wrap gap-2')
        }
      >
        {variants.map((variant, index) => {
          const option: OptionProps = {
            variant,
            inputId: `${id}-${index}`,
            group: `${id}-variant`,
            checked: variant.name === value,
            onChange: () => onChange(variant.name),
            price: priced ? (prices[index] ?? null) : null,
          };
          return variant.colour ? (
            <SwatchOption
              key={variant.name}
              {...option}
              colour={variant.colour}
              code={coded ? shadeCode(variant.name) : null}
            />
          ) : priced ? (
            <PricedOption key={variant.name} {...option} />
          ) : (
            <PillOption key={variant.name} {...option} />
          );
        })}
      </div>
    </fieldset>
  );
}

interface OptionProps {
  variant: ProductVariant;
  inputId: string;
  group: string;
  checked: boolean;
  onChange: () => void;
  price: Cents | null;
}

function Radio({
  variant,
  inputId,
  group,
  checked,
  onChange,
  labelledBy,
  describedBy,
}: OptionProps & { labelledBy?: string | undefined; describedBy?: string | undefined }) {
  return (
    <input
      id={inputId}
      type="radio"
      name={group}
      value={variant.name}
      checked={checked}
      disabled={variant.stock <= 0}
      onChange={onChange}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="peer sr-only"
    />
  );
}

/** "Only 3 left" for a variant running low; nothing otherwise (sold out is in its name). */
function lowStockNote(t: Translate, stock: number): string | null {
  return stockState(stock) === 'low-stock' ? t('catalog.product.low', { count: stock }) : null;
}

const focusRing =
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700 ';

/** A name in a pill: the variants cost the same, so only the name and the stock differ. */
function PillOption(props: OptionProps) {
  const t = useCatalogT(productMessages);
  const { variant, inputId } = props;
  const soldOut = variant.stock <= 0;
  return (
    <div>
      <Radio {...props} />
      <label
        htmlFor={inputId}
        className={
          'inline-flex min-h-tap cursor-pointer items-center gap-2 rounded-full border px-4 text-[0.9375rem] transition-colors ' +
          focusRing +
          'peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory ' +
          'peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:text-taupe ' +
          (soldOut
            ? 'border-sand bg-transparent'
            : 'border-sand bg-white text-ink hover:border-taupe')
        }
      >
        <span className={soldOut ? 'line-through decoration-taupe/60' : ''}>{variant.name}</span>
        {soldOut ? (
          <>
            {' '}
            <span className="text-xs">{t('catalog.sold-out').toLowerCase()}</span>
          </>
        ) : null}
      </label>
    </div>
  );
}

/**
 * A name over its price ("14 inch / €69.00"), so lengths can be compared before choosing. The
 * radio is named by the variant alone; its price and a low stock describe it.
 */
function PricedOption(props: OptionProps) {
  const t = useCatalogT(productMessages);
  const format = useFormat();
  const { variant, inputId, price } = props;
  const soldOut = variant.stock <= 0;
  const low = lowStockNote(t, variant.stock);
  const nameId = `${inputId}-name`;
  const soldOutId = `${inputId}-sold-out`;
  const noteId = `${inputId}-price`;
  return (
    <div className="group">
      <Radio
        {...props}
        labelledBy={soldOut ? `${nameId} ${soldOutId}` : nameId}
        describedBy={soldOut ? undefined : noteId}
      />
      <label
        htmlFor={inputId}
        className={
          'flex h-full min-h-tap cursor-pointer flex-col justify-center rounded-field border px-3 py-2 leading-snug transition-colors ' +
          focusRing +
          'peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory ' +
          'peer-disabled:cursor-not-allowed peer-disabled:border-dashed ' +
          (soldOut
            ? 'border-sand bg-transparent text-taupe'
            : 'border-sand bg-white text-ink hover:border-taupe')
        }
      >
        <span
          id={nameId}
          className={
            'text-[0.9375rem] font-medium' + (soldOut ? ' line-through decoration-taupe/60' : '')
          }
        >
          {variant.name}
        </span>
        {soldOut ? (
          <span id={soldOutId} className="text-xs">
            {t('catalog.sold-out').toLowerCase()}
          </span>
        ) : (
          // Inside the label so a tap on the price chooses too, but not part of the radio's name
          // (aria-labelledby): it describes the radio instead.
          <span
            id={noteId}
            className="text-sm text-taupe tabular-nums group-has-checked:text-ivory/80"
          >
            {price === null ? null : format.money(price)}
            {low ? ' ' : null}
            {low ? (
              <span className="block text-xs font-medium text-accent-700 group-has-checked:text-ivory">
                {low}
              </span>
            ) : null}
          </span>
        )}
      </label>
    </div>
  );
}

/**
 * The colour code hair is sold by, from a shade's name: "1B Natural black" → "1B", "613 Platinum
 * blonde" → "613", "Ombre 1B/30" → "1B/30"; null for a colour without one ("Sand").
 */
function shadeCode(name: string): string | null {
  const ombre = /^ombre\s+(\S+)/i.exec(name);
  if (ombre) return ombre[1] ?? null;
  return /^(\d+[A-Z]?)(?=\s|$)/.exec(name)?.[1] ?? null;
}

/**
 * A round swatch of the shade's colour, named by the shade (its name shows once chosen), with
 * its colour code beneath when the shades have codes: 1 and 1B look alike on a screen.
 */
function SwatchOption(props: OptionProps & { colour: string; code: string | null }) {
  const t = useCatalogT(productMessages);
  const format = useFormat();
  const { variant, inputId, price, colour, code } = props;
  const soldOut = variant.stock <= 0;
  const low = lowStockNote(t, variant.stock);
  const note = [price === null ? null : format.money(price), soldOut ? null : low]
    .filter(Boolean)
    .join(', ');
  const nameId = `${inputId}-name`;
  const noteId = `${inputId}-note`;
  const ombre = OMBRE.test(variant.name);
  return (
    <div className="group">
      <Radio {...props} labelledBy={nameId} describedBy={note ? noteId : undefined} />
      <label
        htmlFor={inputId}
        title={soldOut ? `${variant.name} (${t('catalog.sold-out').toLowerCase()})` : variant.name}
        className={
          'flex min-w-tap cursor-pointer flex-col items-center gap-0.5 peer-disabled:cursor-not-allowed'
        }
      >
        <span
          className={
            'relative flex size-tap items-center justify-center rounded-full border border-transparent transition-colors ' +
            'group-has-focus-visible:outline-2 group-has-focus-visible:outline-offset-2 group-has-focus-visible:outline-accent-700 ' +
            'group-hover:border-sand group-has-checked:border-ink group-has-checked:group-hover:border-ink ' +
            'group-has-disabled:group-hover:border-transparent'
          }
        >
          <span
            aria-hidden="true"
            className={
              'size-8 rounded-full shadow-[inset_0_0_0_1px_rgb(43_37_32/0.15)]' +
              (soldOut ? ' opacity-35' : '')
            }
            style={{
              background: ombre ? `linear-gradient(180deg, ${OMBRE_ROOT} 30%, ${colour})` : colour,
            }}
          />
          {soldOut ? (
            <span
              aria-hidden="true"
              className="absolute h-px w-9 -rotate-45 rounded-full bg-taupe"
            />
          ) : null}
        </span>
        {code ? (
          <span
            aria-hidden="true"
            className={
              'text-xs tabular-nums group-has-checked:font-semibold group-has-checked:text-ink ' +
              (soldOut ? 'text-taupe/70 line-through' : 'text-taupe')
            }
          >
            {code}
          </span>
        ) : null}
        <span id={nameId} className="sr-only">
          {variant.name}
          {soldOut ? ` ${t('catalog.sold-out').toLowerCase()}` : ''}
        </span>
      </label>
      {note ? (
        <span id={noteId} className="sr-only">
          {note}
        </span>
      ) : null}
    </div>
  );
}
