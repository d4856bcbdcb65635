import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as paths from '@/web/app/paths';
import { buttonClasses } from '@/web/components/ui/button';
import { HALF_SECTION_SIZES } from '@/domain/images';
import { ResponsivePicture } from '@/web/components/ui/responsive-picture';

/** The top of the partner programme: what it is, what it costs, and the way in. */
export function ProgrammeHero({ children }: { children?: ReactNode }) {
  return (
    <section className="mx-auto grid max-w-content items-center gap-10 px-5 pt-10 pb-4 sm:px-8 md:grid-cols-[1.1fr_1fr] md:gap-16 md:pt-16 lg:pt-20">
      <div>
        <p className="text-sm font-medium tracking-[0.14em] text-accent-700 uppercase">
          The Tress partner programme
        </p>
        <h1 className="mt-4 text-display font-medium">For hairdressers</h1>
        <p className="mt-6 max-w-prose text-lead text-taupe">
          Your salon, at business prices: everything in the shop at its business price, a weekly
          drop only salons see, and commission on what your clients order through your
          recommendations.
        </p>
        <div className="mt-9 flex flex-wrap items-center gap-3">
          <Link to={paths.hairdresserOnboarding} className={buttonClasses('primary')}>
            Apply as a salon
          </Link>
          <a href="#how-it-works" className={buttonClasses('secondary')}>
            How it works
          </a>
        </div>
        <p className="mt-5 text-[0.9375rem] text-taupe">
          Free to join · no minimum order · for salons in the Netherlands and Belgium
        </p>
        {children}
      </div>
      <ResponsivePicture
        src="/images/family-salon-essentials.svg"
        alt=""
        sizes={HALF_SECTION_SIZES}
        width={480}
        height={360}
        fetchPriority="high"
        className="mx-auto w-full max-w-[26rem] rounded-card md:max-w-none"
      />
    </section>
  );
}
