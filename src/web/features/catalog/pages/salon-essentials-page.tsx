import { FamilyLanding } from '../components/family-landing';

export function SalonEssentialsPage() {
  return <FamilyLanding slug="salon-essentials" />;
}
