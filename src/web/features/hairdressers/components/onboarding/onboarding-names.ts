import type { SalonCountry, Speciality } from '@/domain/hairdressers';

/** How the specialities read on the form and in the review (message ids). */
export const SPECIALITY_NAMES: Record<Speciality, string> = {
  extensions: 'hairdressers.speciality.extensions',
  wigs: 'hairdressers.speciality.wigs',
  braids: 'hairdressers.speciality.braids',
  colour: 'hairdressers.speciality.colour',
  cuts: 'hairdressers.speciality.cuts',
  curly: 'hairdressers.speciality.curly',
  treatments: 'hairdressers.speciality.treatments',
};

/** The salon's country as the form and the review name it (message ids). */
export const COUNTRY_NAMES: Record<SalonCountry, string> = {
  NL: 'hairdressers.country.nl',
  BE: 'hairdressers.country.be',
};
