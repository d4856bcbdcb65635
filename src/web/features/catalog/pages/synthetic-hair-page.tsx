import { FamilyLanding } from '../components/family-landing';

export function SyntheticHairPage() {
  return <FamilyLanding slug="synthetic-hair" />;
}
