import { LegalPage } from '../components/legal-page';
import { defineLegalTexts } from '../legal-texts';

const texts = defineLegalTexts(
  import.meta.glob<string>('../content/terms/*.md', { query: '?raw', import: 'default' }),
);

export function TermsPage() {
  return <LegalPage texts={texts} />;
}
