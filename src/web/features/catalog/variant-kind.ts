/**
 * What a product's variants vary in, read from their names ("14 inch", "250 ml", "1B Natural
 * black"), so the picker can ask "Choose a length" rather than a vague "Choose an option".
 */
export type VariantKind = 'length' | 'size' | 'colour';

const LENGTH = /^\d+(\.\d+)?\s?(inch|in|")$/i;
const SIZE =
  /^(small|medium|large|x+l|one size|\d+(\.\d+)?\s?(ml|l|g|kg|cm|mm|pcs|pieces|pack)\b)/i;

export function variantKind(names: readonly string[]): VariantKind {
  if (names.length > 0 && names.every((name) => LENGTH.test(name.trim()))) return 'length';
  if (names.length > 0 && names.some((name) => SIZE.test(name.trim()))) return 'size';
  return 'colour';
}
