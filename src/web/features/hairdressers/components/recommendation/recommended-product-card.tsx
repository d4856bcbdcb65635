import { Link } from 'react-router';
import { unitPriceFor } from '@/domain/pricing';
import { stockState } from '@/domain/stock';
import type { RecommendedLine } from '@/domain/recommendations';
import * as paths from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { PriceTag } from '@/web/features/catalog/components/price-tag';
import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';
import { lineName, lineStateOf } from './recommended-lines';
import { PRODUCT_CARD_SIZES } from '@/domain/images';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';

export const CARD_IMAGE_SIZE = 480;

function StockLine({ line }: { line: RecommendedLine }) {
  const t = useT(hairdressersMessages);
  const state = lineStateOf(line);
  const text =
    state.kind === 'gone'
      ? t('hairdressers.card.gone')
      : state.kind === 'sold-out'
        ? t('hairdressers.card.sold-out')
        : stockState(line.stock) === 'low-stock'
          ? t('hairdressers.card.few', { count: line.stock })
          : t('hairdressers.card.in-stock');
  const dot =
    state.kind === 'addable'
      ? stockState(line.stock) === 'low-stock'
        ? 'bg-accent-500'
        : 'bg-ink'
      : 'bg-taupe';
  return (
    <p className="inline-flex items-center gap-2 text-sm text-ink">
      <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
      {text}
    </p>
  );
}

/** One recommended product: picture, name, length, how many, the viewer's price, stock, "Add". */
export function RecommendedProductCard({
  line,
  eager,
  onAdd,
}: {
  line: RecommendedLine;
  eager: boolean;
  onAdd: (line: RecommendedLine) => void;
}) {
  const t = useT(hairdressersMessages);
  const state = lineStateOf(line);
  const { product } = line;
  const image = product?.images[0];
  const unavailable = state.kind !== 'addable';
  const name = lineName(line, t('hairdressers.rec.removed'));
  return (
    <article className="flex h-full flex-col">
      <div className="relative overflow-hidden rounded-card bg-linen">
        {image ? (
          <ResponsivePicture
            src={image}
            alt=""
            sizes={PRODUCT_CARD_SIZES}
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={'aspect-square w-full object-cover ' + (unavailable ? 'opacity-50' : '')}
          />
        ) : (
          <div className="aspect-square w-full" />
        )}
        {unavailable ? (
          <span className="absolute top-3 left-3 rounded-full bg-ink px-3 py-1 text-xs font-medium tracking-wide text-ivory">
            {state.kind === 'gone' ? t('hairdressers.card.gone') : t('hairdressers.card.sold-out')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 pt-4">
        <h3 className="font-sans text-base leading-snug font-medium text-ink">
          {product && product.active ? (
            <Link to={paths.product(product.id)} className="underline-offset-4 hover:underline">
              {product.name}
            </Link>
          ) : (
            (product?.name ?? t('hairdressers.card.not-in-shop'))
          )}
        </h3>
        <p className="text-sm text-taupe">
          {line.variant ? `${line.variant} · ` : ''}
          {t('hairdressers.card.recommended', { count: line.quantity })}
        </p>
        {product && line.unitPrice !== null ? (
          <div className="flex items-baseline gap-1.5">
            <PriceTag
              amount={line.unitPrice}
              normal={unitPriceFor(product, line.variant, 'client')}
            />
            {line.quantity > 1 ? (
              <span className="text-sm text-taupe">{t('hairdressers.card.each')}</span>
            ) : null}
          </div>
        ) : null}
        <StockLine line={line} />
        {state.kind === 'addable' ? (
          <div className="mt-auto pt-3">
            <Button
              variant="secondary"
              className="w-full"
              aria-label={t('hairdressers.card.add-label', { name })}
              onClick={() => onAdd(line)}
            >
              {t('hairdressers.card.add')}
            </Button>
            {state.capped ? (
              <p className="mt-2 text-xs text-taupe">
                {t('hairdressers.card.capped', { count: state.quantity })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
