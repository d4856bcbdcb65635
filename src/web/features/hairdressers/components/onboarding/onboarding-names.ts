import type { Speciality } from '@/domain/hairdressers';

/** How the specialities read on the form and in the review. */
export const SPECIALITY_NAMES: Record<Speciality, string> = {
  extensions: 'Extensions',
  wigs: 'Wigs',
  braids: 'Braids',
  colour: 'Colour',
  cuts: 'Cuts',
  curly: 'Curly hair',
  treatments: 'Treatments',
};
