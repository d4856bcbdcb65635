import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { boxPrice, DEFAULT_BOX_SIZES } from '@/domain/boxes';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { useShopper } from '@/web/features/shopper/shopper-context';
import { useFormat } from '@/web/i18n/format';
import { useT } from '@/web/i18n/use-t';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { boxBuilderQueryOptions } from '../api/get-box-builder';
import { BOX_SIZE_MESSAGES } from '../box-size-names';
import { boxBuilderMessages } from '../messages';

/** An example medium box at client prices, priced by the same rule the server charges with. */
const EXAMPLE = [
  { name: 'Argan Oil Shine Serum', unitPrice: 1695, quantity: 1 },
  { name: 'Edge Control Strong Hold', unitPrice: 995, quantity: 2 },
  { name: 'Satin Bonnet', unitPrice: 1295, quantity: 1 },
  { name: 'Carbon Tail Comb', unitPrice: 495, quantity: 1 },
];

export function BoxBuilderIntroPage() {
  const t = useT(boxBuilderMessages);
  const format = useFormat();
  useDocumentTitle(t('box-builder.intro.title'));
  const { tier } = useShopper();
  // The sizes are settings an admin edits; the defaults only stand in while they load.
  const builder = useQuery(boxBuilderQueryOptions(tier));
  const sizes = builder.data?.sizes ?? (builder.isError ? [] : DEFAULT_BOX_SIZES);
  const medium = sizes.find((size) => size.id === 'medium');
  const example = medium ? boxPrice(EXAMPLE, medium.percentOff) : undefined;
  return (
    <>
      <PageHeading
        eyebrow={t('box-builder.name')}
        title={t('box-builder.intro.title')}
        lead={t('box-builder.intro.lead')}
      >
        <Link to={paths.boxBuilder} className={buttonClasses('primary', 'mt-8')}>
          {t('box-builder.intro.start')}
        </Link>
      </PageHeading>
      <section aria-labelledby="sizes" className="mx-auto max-w-content px-5 pb-10 sm:px-8">
        <h2 id="sizes" className="font-display text-heading">
          {t('box-builder.intro.sizes')}
        </h2>
        {builder.isError ? (
          <p role="alert" className="mt-4 text-taupe">
            {t('box-builder.intro.sizes-failed')}
          </p>
        ) : null}
        <ul className="mt-4 grid gap-4 sm:grid-cols-3" aria-busy={builder.isPending}>
          {sizes.map((size) => (
            <li key={size.id} className="rounded-card bg-white p-5 shadow-soft">
              <p className="font-medium">{t(BOX_SIZE_MESSAGES[size.id])}</p>
              <p className="text-taupe">
                {t('box-builder.size.rule', { items: size.items, percent: size.percentOff })}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="example" className="mx-auto max-w-content px-5 pb-16 sm:px-8">
        <h2 id="example" className="font-display text-heading">
          {t('box-builder.intro.example')}
        </h2>
        <ul className="mt-4 max-w-xl text-[0.9375rem]">
          {EXAMPLE.map((item) => (
            <li key={item.name} className="flex justify-between py-1">
              <span>
                {item.quantity} × {item.name}
              </span>
              <span className="tabular-nums">{format.money(item.unitPrice * item.quantity)}</span>
            </li>
          ))}
        </ul>
        {example ? (
          <p className="mt-3 max-w-xl tabular-nums">
            {t('box-builder.intro.example-total', {
              sum: format.money(example.sum),
              price: format.money(example.price),
              saving: format.money(example.discount),
            })}
          </p>
        ) : null}
      </section>
    </>
  );
}
