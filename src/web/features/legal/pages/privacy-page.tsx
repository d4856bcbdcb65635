import { LegalPage } from '../components/legal-page';
import { defineLegalTexts } from '../legal-texts';

const texts = defineLegalTexts(
  import.meta.glob<string>('../content/privacy/*.md', { query: '?raw', import: 'default' }),
);

export function PrivacyPage() {
  return <LegalPage texts={texts} />;
}
