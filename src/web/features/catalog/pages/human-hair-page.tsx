import { FamilyLanding } from '../components/family-landing';

export function HumanHairPage() {
  return <FamilyLanding slug="human-hair" />;
}
