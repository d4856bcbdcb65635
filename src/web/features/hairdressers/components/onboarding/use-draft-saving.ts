import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { saveOnboardingDraft } from '../../onboarding-draft';
import type { OnboardingStep, OnboardingValues } from './onboarding-steps';

const SAVE_DELAY_MS = 300;

/**
 * Keeps the draft in localStorage as it is typed (a little after the last keystroke, and at once
 * when the step changes or the page goes). Nothing is saved on the submitted screen: the draft
 * was cleared there and must stay cleared. Returns `stop`, for the moment of sending.
 */
export function useDraftSaving(form: UseFormReturn<OnboardingValues>, step: OnboardingStep) {
  const stepRef = useRef(step);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    stepRef.current = step;
    if (step !== 'done') saveOnboardingDraft(step, form.getValues());
  }, [form, step]);

  useEffect(() => {
    const save = () => {
      pending.current = undefined;
      const current = stepRef.current;
      if (current !== 'done') saveOnboardingDraft(current, form.getValues());
    };
    const subscription = form.watch(() => {
      clearTimeout(pending.current);
      pending.current = setTimeout(save, SAVE_DELAY_MS);
    });
    const flush = () => {
      if (pending.current !== undefined) {
        clearTimeout(pending.current);
        save();
      }
    };
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form]);

  /** Stops saving until a form step opens again (the application was sent). */
  return function stop() {
    clearTimeout(pending.current);
    pending.current = undefined;
    stepRef.current = 'done';
  };
}
