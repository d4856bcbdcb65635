import { describe, expect, it } from 'vitest';
import { parseInline, parseLegalText, placeholdersOf } from '@/web/features/legal/legal-text';

// The legal pages' content format (src/web/features/legal/legal-text.ts): a small Markdown subset
// read into blocks, never into HTML.

describe('the legal text format', () => {
  it('reads the front matter: title, lead and the date of the last change', () => {
    const text = parseLegalText(
      '---\ntitle: Returns\nlead: Changed your mind?\nupdated: 2026-11-25\n---\nHello',
    );
    expect(text).toMatchObject({
      title: 'Returns',
      lead: [{ kind: 'text', text: 'Changed your mind?' }],
      updated: '2026-11-25',
    });
  });

  it('makes sections with their anchors, paragraphs, lists, boxes and tables', () => {
    const { blocks } = parseLegalText(
      [
        '## Who we are {#who-we-are}',
        'First line',
        'continues here.',
        '',
        '### Orders',
        '- one',
        '  still one',
        '- two',
        '1. first',
        '> To: us',
        '>',
        '> Date',
        '| Method | Cost |',
        '| --- | --- |',
        '| Home | {{homeFee}} |',
        '## Last words',
      ].join('\n'),
    );
    expect(blocks.map((block) => block.kind)).toEqual([
      'section',
      'paragraph',
      'subheading',
      'list',
      'list',
      'box',
      'table',
      'section',
    ]);
    expect(blocks[0]).toMatchObject({ id: 'who-we-are' });
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      content: [{ kind: 'text', text: 'First line continues here.' }],
    });
    expect(blocks[3]).toMatchObject({
      ordered: false,
      items: [[{ text: 'one still one' }], [{ text: 'two' }]],
    });
    expect(blocks[4]).toMatchObject({ ordered: true });
    expect(blocks[5]).toMatchObject({ lines: [[{ text: 'To: us' }], [{ text: 'Date' }]] });
    expect(blocks[6]).toMatchObject({
      head: [[{ text: 'Method' }], [{ text: 'Cost' }]],
      rows: [[[{ text: 'Home' }], [{ kind: 'value', name: 'homeFee' }]]],
    });
    expect(blocks[7]).toMatchObject({ id: 'last-words' });
  });

  it('reads strong text, links and placeholders, nested, and keeps escaped characters', () => {
    expect(parseInline('Write to **[{{companyEmail}}](mailto:{{companyEmail}})** (\\*)')).toEqual([
      { kind: 'text', text: 'Write to ' },
      {
        kind: 'strong',
        children: [
          {
            kind: 'link',
            href: 'mailto:{{companyEmail}}',
            children: [{ kind: 'value', name: 'companyEmail' }],
          },
        ],
      },
      { kind: 'text', text: ' (*)' },
    ]);
  });

  it('leaves HTML as text: nothing in a content file becomes markup', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('lists the placeholders a text uses, once each', () => {
    expect(placeholdersOf('{{a}} and {{ b }} and {{a}}')).toEqual(['a', 'b']);
  });
});
