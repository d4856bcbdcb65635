import { FAMILY_TILE_SIZES } from '@/domain/images';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';

const REASONS = [
  {
    title: 'Business prices on everything',
    text: 'Every product in the shop — hair, care and tools — at its business price whenever you shop through your salon link. Order for the salon or for a client.',
    image: '/images/products/argan-oil-shine-serum.svg',
  },
  {
    title: 'The salons’ own weekly drop',
    text: 'Each week a small run of products only partner salons see, at business drop prices, while the units last. Join the drop list and we tell you when it opens.',
    image: '/images/products/ceramic-flat-iron.svg',
  },
  {
    title: 'Recommendations that earn commission',
    text: 'Share a selection with a client; they order at client prices. You earn 10 % of what your clients order through your recommendations, after discounts, without delivery, paid out monthly.',
    image: '/images/products/satin-bonnet-double-layer.svg',
  },
] as const;

export function WhyJoin() {
  return (
    <section
      aria-labelledby="why-join-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <h2 id="why-join-heading" className="text-title font-medium">
        Why salons join
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {REASONS.map((reason) => (
          <li key={reason.title} className="overflow-hidden rounded-card bg-white shadow-soft">
            <ResponsivePicture
              src={reason.image}
              alt=""
              sizes={FAMILY_TILE_SIZES}
              width={800}
              height={800}
              loading="lazy"
              className="aspect-[2/1] w-full object-cover md:aspect-[4/3]"
            />
            <div className="p-6 sm:p-7">
              <h3 className="text-heading font-medium">{reason.title}</h3>
              <p className="mt-3 text-[0.9375rem] text-taupe">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
