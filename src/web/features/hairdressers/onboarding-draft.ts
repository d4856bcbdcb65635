import { z } from 'zod';
import { SALON_COUNTRIES, SPECIALITIES } from '@/domain/hairdressers';
import {
  FORM_STEPS,
  type FormStep,
  type OnboardingValues,
} from './components/onboarding/onboarding-steps';

// The application being filled in, kept in localStorage so a reload, or a return tomorrow,
// resumes it at the step it was on (product.md §12). What is stored is read back through a
// schema: a draft that does not fit (hand-edited, an older shape, half-written) is ignored,
// never a crash. The honeypot is never stored, and neither is the ticked terms box: a salon
// accepts the terms when it sends the application.

export const ONBOARDING_DRAFT_KEY = 'tress.onboarding.v1';

const storedText = z.string().max(5000);

const storedValuesSchema = z
  .object({
    salonName: storedText,
    country: z.enum(SALON_COUNTRIES),
    street: storedText,
    postcode: storedText,
    city: storedText,
    phone: storedText,
    email: storedText,
    registrationNumber: storedText,
    vatNumber: storedText,
    specialities: z.array(z.enum(SPECIALITIES)).max(SPECIALITIES.length),
    chairs: z.number().int().min(0).max(100_000),
    instagram: storedText,
    website: storedText,
  })
  .partial();

const storedDraftSchema = z.object({
  version: z.literal(1),
  step: z.enum(FORM_STEPS),
  values: storedValuesSchema,
});

export type StoredValues = z.infer<typeof storedValuesSchema>;

export interface OnboardingDraft {
  step: FormStep;
  values: StoredValues;
}

/** The stored draft, or null when there is none or it cannot be read. */
export function loadOnboardingDraft(
  storage: Storage | undefined = globalThis.localStorage,
): OnboardingDraft | null {
  try {
    const raw = storage?.getItem(ONBOARDING_DRAFT_KEY);
    if (!raw) return null;
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { step: parsed.data.step, values: parsed.data.values } : null;
  } catch {
    // Unreadable JSON or blocked storage: start afresh.
    return null;
  }
}

/** Only the application's own fields, without the honeypot and the terms box. */
function storedValuesOf(values: OnboardingValues): StoredValues {
  const { company: _honeypot, acceptTerms: _terms, chairs, ...rest } = values;
  return {
    ...rest,
    ...(typeof chairs === 'number' && Number.isInteger(chairs) && chairs >= 0 ? { chairs } : {}),
  };
}

export function saveOnboardingDraft(
  step: FormStep,
  values: OnboardingValues,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(
      ONBOARDING_DRAFT_KEY,
      JSON.stringify({ version: 1, step, values: storedValuesOf(values) }),
    );
  } catch {
    // Full or blocked storage only costs the resuming; the form still works.
  }
}

export function clearOnboardingDraft(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(ONBOARDING_DRAFT_KEY);
  } catch {
    // Blocked storage holds no draft either.
  }
}
