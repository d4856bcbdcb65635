import { Link } from 'react-router';
import { BOX_SIZE_NAMES, boxPrice, DEFAULT_BOX_SIZES } from '@/domain/boxes';
import { formatMoney } from '@/domain/money';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { PageHeading } from '@/web/components/ui/page-heading';
import { useDocumentTitle } from '@/web/lib/use-document-title';

/** An example medium box at client prices, priced by the same rule the server charges with. */
const EXAMPLE = [
  { name: 'Argan Oil Shine Serum', unitPrice: 1695, quantity: 1 },
  { name: 'Edge Control Strong Hold', unitPrice: 995, quantity: 2 },
  { name: 'Satin Bonnet', unitPrice: 1295, quantity: 1 },
  { name: 'Carbon Tail Comb', unitPrice: 495, quantity: 1 },
];
const MEDIUM = DEFAULT_BOX_SIZES[1] ?? { id: 'medium' as const, items: 5, percentOff: 15 };
const example = boxPrice(EXAMPLE, MEDIUM.percentOff);

export function BoxBuilderIntroPage() {
  useDocumentTitle('Build your own box');
  return (
    <>
      <PageHeading
        eyebrow="Box builder"
        title="Build your own box"
        lead="A box is a set of care products, tools and accessories you choose yourself. Fill it to its size and the whole box costs less than its parts."
      >
        <Link to={paths.boxBuilder} className={buttonClasses('primary', 'mt-8')}>
          Start your box
        </Link>
      </PageHeading>
      <section aria-labelledby="sizes" className="mx-auto max-w-content px-5 pb-10 sm:px-8">
        <h2 id="sizes" className="font-display text-heading">
          Three sizes
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {DEFAULT_BOX_SIZES.map((size) => (
            <li key={size.id} className="rounded-card bg-white p-5 shadow-soft">
              <p className="font-medium">{BOX_SIZE_NAMES[size.id]}</p>
              <p className="text-taupe">
                {size.items} items · save {size.percentOff} %
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="example" className="mx-auto max-w-content px-5 pb-16 sm:px-8">
        <h2 id="example" className="font-display text-heading">
          An example: a medium box
        </h2>
        <ul className="mt-4 max-w-xl text-[0.9375rem]">
          {EXAMPLE.map((item) => (
            <li key={item.name} className="flex justify-between py-1">
              <span>
                {item.quantity} × {item.name}
              </span>
              <span className="tabular-nums">{formatMoney(item.unitPrice * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 max-w-xl tabular-nums">
          Together {formatMoney(example.sum)}; as a box {formatMoney(example.price)} — you save{' '}
          {formatMoney(example.discount)}.
        </p>
      </section>
    </>
  );
}
