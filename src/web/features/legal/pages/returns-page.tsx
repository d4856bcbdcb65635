import { LegalPage } from '../components/legal-page';
import source from '../content/returns.md?raw';
import { parseLegalText } from '../legal-text';

const text = parseLegalText(source);

export function ReturnsPage() {
  return <LegalPage text={text} />;
}
