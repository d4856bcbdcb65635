import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  profileStepSchema,
  salonStepSchema,
  termsStepSchema,
  type SalonCountry,
  type Speciality,
} from '@/domain/hairdressers';
import * as paths from '@/web/app/paths';

// The three steps of /hairdresser-onboarding (product.md §12), each checked with the schema the
// server checks the same fields with, and the submitted screen after them.

export const FORM_STEPS = ['salon', 'profile', 'terms'] as const;
export type FormStep = (typeof FORM_STEPS)[number];
export type OnboardingStep = FormStep | 'done';

/** The stepper's short names (message ids). */
export const STEP_NAMES: Record<FormStep, string> = {
  salon: 'hairdressers.step.salon',
  profile: 'hairdressers.step.profile',
  terms: 'hairdressers.step.terms',
};

/** Each step's heading, and its part of the document title (message ids). */
export const STEP_TITLES: Record<FormStep, string> = {
  salon: 'hairdressers.step.salon-title',
  profile: 'hairdressers.step.profile-title',
  terms: 'hairdressers.step.terms-title',
};

/** What each step asks for, under its heading (message ids). */
export const STEP_LEADS: Record<FormStep, string> = {
  salon: 'hairdressers.step.salon-lead',
  profile: 'hairdressers.step.profile-lead',
  terms: 'hairdressers.step.terms-lead',
};

/**
 * What the form holds while it is filled in: the application's fields, with the terms still
 * unticked (false) and the chairs possibly not given yet. Empty optional fields are undefined.
 */
export interface OnboardingValues {
  salonName: string;
  country: SalonCountry;
  street: string;
  postcode: string;
  city: string;
  phone: string;
  email: string;
  registrationNumber: string;
  vatNumber?: string | undefined;
  specialities: Speciality[];
  chairs?: number | undefined;
  instagram?: string | undefined;
  website?: string | undefined;
  acceptTerms: boolean;
  /** The honeypot: people never see it; never stored in the draft. */
  company?: string | undefined;
}

export type OnboardingField = keyof OnboardingValues;

export const EMPTY_VALUES: OnboardingValues = {
  salonName: '',
  // Most partner salons are Dutch; Belgian salons switch it first thing on the form.
  country: 'NL',
  street: '',
  postcode: '',
  city: '',
  phone: '',
  email: '',
  registrationNumber: '',
  vatNumber: undefined,
  specialities: [],
  chairs: undefined,
  instagram: undefined,
  website: undefined,
  acceptTerms: false,
  company: undefined,
};

/** Each step's fields in the order they appear, so focus goes to the first one in error. */
export const STEP_FIELDS: Record<FormStep, readonly OnboardingField[]> = {
  salon: [
    'salonName',
    'country',
    'street',
    'postcode',
    'city',
    'phone',
    'email',
    'registrationNumber',
    'vatNumber',
  ],
  profile: ['specialities', 'chairs', 'instagram', 'website'],
  terms: ['acceptTerms'],
};

const STEP_SCHEMAS = {
  salon: salonStepSchema,
  profile: profileStepSchema,
  terms: termsStepSchema,
} as const;

/**
 * The form's resolver on a step: that step's schema over the whole draft (the step schemas
 * ignore the other steps' fields). The cast only widens the field names the resolver is told
 * about, from the step's fields to all of the form's.
 */
export function stepResolver(step: FormStep): Resolver<OnboardingValues> {
  return zodResolver(STEP_SCHEMAS[step]) as unknown as Resolver<OnboardingValues>;
}

export function stepIndex(step: FormStep): number {
  return FORM_STEPS.indexOf(step);
}

/** The step a `?step=` names, or null for anything else. */
export function readStep(value: string | null): OnboardingStep | null {
  if (value === 'done') return 'done';
  return FORM_STEPS.find((step) => step === value) ?? null;
}

/** The first step whose fields do not pass yet: no later step can be opened before it. */
export function firstInvalidStep(values: OnboardingValues): FormStep {
  if (!salonStepSchema.safeParse(values).success) return 'salon';
  if (!profileStepSchema.safeParse(values).success) return 'profile';
  return 'terms';
}

/** The step a field is filled in on. */
export function stepOfField(field: string): FormStep | undefined {
  return FORM_STEPS.find((step) => (STEP_FIELDS[step] as readonly string[]).includes(field));
}

export function isOnboardingField(field: unknown): field is OnboardingField {
  return typeof field === 'string' && field in EMPTY_VALUES;
}

/** The address of a step of the form. */
export function stepHref(step: OnboardingStep): string {
  return `${paths.hairdresserOnboarding}?step=${step}`;
}
