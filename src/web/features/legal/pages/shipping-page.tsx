import { LegalPage } from '../components/legal-page';
import source from '../content/shipping.md?raw';
import { parseLegalText } from '../legal-text';

const text = parseLegalText(source);

export function ShippingPage() {
  return <LegalPage text={text} />;
}
