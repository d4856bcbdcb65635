import { LegalPage } from '../components/legal-page';
import source from '../content/privacy.md?raw';
import { parseLegalText } from '../legal-text';

const text = parseLegalText(source);

export function PrivacyPage() {
  return <LegalPage text={text} />;
}
