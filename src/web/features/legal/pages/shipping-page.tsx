import { LegalPage } from '../components/legal-page';
import { defineLegalTexts } from '../legal-texts';

const texts = defineLegalTexts(
  import.meta.glob<string>('../content/shipping/*.md', { query: '?raw', import: 'default' }),
);

export function ShippingPage() {
  return <LegalPage texts={texts} />;
}
