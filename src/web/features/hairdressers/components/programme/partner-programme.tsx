import { useT } from '@/web/i18n/use-t';
import { hairdressersMessages } from '../../messages';
import { ApplyInvitation } from './apply-invitation';
import { HowItWorks } from './how-it-works';
import { ProgrammeFaq } from './programme-faq';
import { ProgrammeHero } from './programme-hero';
import { WhatItCosts } from './what-it-costs';
import { WhyJoin } from './why-join';

/** /hairdresser outside a salon session: the partner programme and the way to apply. */
export function PartnerProgramme({ friendsAndFamily = false }: { friendsAndFamily?: boolean }) {
  const t = useT(hairdressersMessages);
  return (
    <>
      <ProgrammeHero>
        {friendsAndFamily ? (
          <p
            role="note"
            className="mt-6 max-w-prose rounded-field border border-sand bg-linen/60 px-4 py-3 text-[0.9375rem] text-taupe"
          >
            {t('hairdressers.friends-family')}
          </p>
        ) : null}
      </ProgrammeHero>
      <WhyJoin />
      <HowItWorks />
      <WhatItCosts />
      <ProgrammeFaq />
      <ApplyInvitation />
    </>
  );
}
