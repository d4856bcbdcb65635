import { OnboardingFlow } from '../components/onboarding/onboarding-flow';

/** /hairdresser-onboarding (product.md §12): the salon application, step by step. */
export function HairdresserOnboardingPage() {
  return <OnboardingFlow />;
}
