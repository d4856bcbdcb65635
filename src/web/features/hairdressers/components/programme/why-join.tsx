import { FAMILY_TILE_SIZES } from '@/domain/images';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';
import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';

const REASONS = [
  {
    title: 'hairdressers.why.prices',
    text: 'hairdressers.why.prices-text',
    image: '/images/products/argan-oil-shine-serum.svg',
  },
  {
    title: 'hairdressers.why.drop',
    text: 'hairdressers.why.drop-text',
    image: '/images/products/ceramic-flat-iron.svg',
  },
  {
    title: 'hairdressers.why.commission',
    text: 'hairdressers.why.commission-text',
    image: '/images/products/satin-bonnet-double-layer.svg',
  },
] as const;

export function WhyJoin() {
  const t = useT(hairdressersMessages);
  return (
    <section
      aria-labelledby="why-join-heading"
      className="mx-auto max-w-content px-5 pt-section sm:px-8"
    >
      <h2 id="why-join-heading" className="text-title font-medium">
        {t('hairdressers.why.title')}
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
              <h3 className="text-heading font-medium">{t(reason.title)}</h3>
              <p className="mt-3 text-[0.9375rem] text-taupe">{t(reason.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
