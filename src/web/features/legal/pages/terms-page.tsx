import { LegalPage } from '../components/legal-page';
import source from '../content/terms.md?raw';
import { parseLegalText } from '../legal-text';

const text = parseLegalText(source);

export function TermsPage() {
  return <LegalPage text={text} />;
}
