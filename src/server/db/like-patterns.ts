// LIKE patterns from what a shopper typed: their text is text, not a pattern, so %, _ and \
// match themselves (backslash is Postgres's default LIKE escape character).
function escaped(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function containing(text: string): string {
  return `%${escaped(text)}%`;
}

export function startingWith(text: string): string {
  return `${escaped(text)}%`;
}
