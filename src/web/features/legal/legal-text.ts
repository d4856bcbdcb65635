// The legal pages' texts are plain files (content/<page>/<language>.md) in a small subset of
// Markdown, read by this parser into blocks the page renders as React elements: no HTML from the
// text ever reaches the page, and numbers come from the shop's settings through {{placeholders}}.
//
//   ---                          front matter: title, lead, updated (YYYY-MM-DD)
//   ## Heading {#anchor}         a section (listed in the table of contents); ### a subheading
//   paragraph lines              joined until a blank line
//   - item / 1. item             lists; an indented line continues the item
//   > line                       a boxed text (the model withdrawal form), one line each
//   | a | b |                    a table: the first row heads it, |---| rows are skipped
//   **strong**  [label](href)  {{placeholder}}   inline, nestable inside links and strong;
//                                \x keeps x as written

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'section'; id: string; title: Inline[] }
  | { kind: 'subheading'; title: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'box'; lines: Inline[][] }
  | { kind: 'table'; head: Inline[][]; rows: Inline[][][] };

export interface LegalText {
  title: string;
  lead: Inline[];
  /** When the text last changed, YYYY-MM-DD. */
  updated: string;
  blocks: Block[];
}

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** Every placeholder a text uses, for the check that each has a value. */
export function placeholdersOf(source: string): string[] {
  return [...new Set([...source.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    // A backslash keeps the next character as written: \* is a star, not emphasis.
    if (rest.startsWith('\\') && rest.length > 1) {
      plain += rest[1];
      at += 2;
      continue;
    }
    const value = /^\{\{\s*([A-Za-z]+)\s*\}\}/.exec(rest);
    if (value) {
      flush();
      out.push({ kind: 'value', name: value[1] ?? '' });
      at += value[0].length;
      continue;
    }
    if (rest.startsWith('**')) {
      const end = rest.indexOf('**', 2);
      if (end > 2) {
        flush();
        out.push({ kind: 'strong', children: parseInline(rest.slice(2, end)) });
        at += end + 2;
        continue;
      }
    }
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
    if (link) {
      flush();
      out.push({ kind: 'link', href: link[2] ?? '', children: parseInline(link[1] ?? '') });
      at += link[0].length;
      continue;
    }
    plain += text[at];
    at += 1;
  }
  flush();
  return out;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function frontMatter(lines: string[]): { fields: Record<string, string>; body: string[] } {
  if (lines[0]?.trim() !== '---') return { fields: {}, body: lines };
  const end = lines.indexOf('---', 1);
  if (end < 0) return { fields: {}, body: lines };
  const fields: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { fields, body: lines.slice(end + 1) };
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => parseInline(cell.trim()));

export function parseLegalText(source: string): LegalText {
  const { fields, body } = frontMatter(source.replace(/\r\n?/g, '\n').split('\n'));
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let box: string[] | null = null;
  let table: string[] | null = null;

  const close = () => {
    if (paragraph.length)
      blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (list)
      blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    if (box) blocks.push({ kind: 'box', lines: box.map(parseInline) });
    if (table) {
      const [head = '', ...rows] = table.filter((row) => !/^\|?[\s|:-]+\|?$/.test(row));
      blocks.push({ kind: 'table', head: cells(head), rows: rows.map(cells) });
    }
    paragraph = [];
    list = null;
    box = null;
    table = null;
  };

  for (const raw of body) {
    const line = raw.trimEnd();
    const heading = /^(#{2,3})\s+(.*?)(?:\s+\{#([a-z0-9-]+)\})?$/.exec(line);
    const item = /^(-|\d+\.)\s+(.*)$/.exec(line);
    if (heading) {
      close();
      const title = heading[2] ?? '';
      blocks.push(
        heading[1] === '##'
          ? { kind: 'section', id: heading[3] ?? slug(title), title: parseInline(title) }
          : { kind: 'subheading', title: parseInline(title) },
      );
    } else if (line.trim() === '') {
      close();
    } else if (line.startsWith('>')) {
      if (!box) close();
      box ??= [];
      const text = line.replace(/^>\s?/, '');
      if (text.trim()) box.push(text);
    } else if (line.startsWith('|')) {
      if (!table) close();
      table ??= [];
      table.push(line);
    } else if (item) {
      const ordered = item[1] !== '-';
      if (!list || list.ordered !== ordered) {
        close();
        list = { ordered, items: [] };
      }
      list.items.push(item[2] ?? '');
    } else if (list && /^\s+\S/.test(line)) {
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''} ${line.trim()}`;
    } else {
      if (list || box || table) close();
      paragraph.push(line.trim());
    }
  }
  close();

  return {
    title: fields.title ?? '',
    lead: parseInline(fields.lead ?? ''),
    updated: fields.updated ?? '',
    blocks,
  };
}
