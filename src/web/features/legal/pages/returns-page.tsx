import { LegalPage } from '../components/legal-page';
import { defineLegalTexts } from '../legal-texts';

const texts = defineLegalTexts(
  import.meta.glob<string>('../content/returns/*.md', { query: '?raw', import: 'default' }),
);

export function ReturnsPage() {
  return <LegalPage texts={texts} />;
}
