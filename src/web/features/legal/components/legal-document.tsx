import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Block, Inline } from '../legal-text';

type Values = Readonly<Record<string, string>>;

const linkClass = 'font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800';

/** A placeholder's value; a name without one stays visible as written, so a test catches it. */
function valueOf(name: string, values: Values): string {
  return values[name] ?? `{{${name}}}`;
}

/**
 * Only links the shop means: its own pages, anchors on the page, https, mail and phone. Anything
 * else (javascript:, data:, a value that filled an href oddly) is shown as plain text.
 */
function safeHref(href: string, values: Values): string | null {
  const filled = href.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (_, name: string) =>
    valueOf(name, values),
  );
  return /^(\/(?!\/)|#|https:\/\/|mailto:|tel:)/.test(filled) ? filled : null;
}

export function InlineText({ content, values }: { content: Inline[]; values: Values }) {
  return content.map((part, index) => {
    switch (part.kind) {
      case 'text':
        return part.text;
      case 'value':
        return valueOf(part.name, values);
      case 'strong':
        return (
          <strong key={index} className="font-semibold text-ink">
            <InlineText content={part.children} values={values} />
          </strong>
        );
      case 'link': {
        const href = safeHref(part.href, values);
        const label = <InlineText content={part.children} values={values} />;
        if (href === null) return <span key={index}>{label}</span>;
        return href.startsWith('/') ? (
          <Link key={index} to={href} className={linkClass}>
            {label}
          </Link>
        ) : (
          <a
            key={index}
            href={href}
            className={`${linkClass} break-words`}
            {...(href.startsWith('https:') ? { rel: 'noreferrer' } : {})}
          >
            {label}
          </a>
        );
      }
    }
  });
}

function BlockView({ block, values }: { block: Block; values: Values }): ReactNode {
  const text = (content: Inline[]) => <InlineText content={content} values={values} />;
  switch (block.kind) {
    case 'section':
      return (
        <h2 id={block.id} className="mt-12 scroll-mt-28 text-heading font-medium first:mt-0">
          {text(block.title)}
        </h2>
      );
    case 'subheading':
      return <h3 className="mt-8 font-sans text-lg font-semibold">{text(block.title)}</h3>;
    case 'paragraph':
      return <p className="mt-4">{text(block.content)}</p>;
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          className={`mt-4 grid gap-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-taupe`}
        >
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              {text(item)}
            </li>
          ))}
        </List>
      );
    }
    case 'box':
      return (
        <div className="mt-5 grid gap-3 rounded-card border border-sand bg-white p-5 sm:p-7">
          {block.lines.map((line, index) => (
            <p key={index}>{text(line)}</p>
          ))}
        </div>
      );
    case 'table':
      return (
        <div className="mt-5 overflow-x-auto rounded-card border border-sand bg-white">
          <table className="w-full border-collapse text-left text-[0.9375rem]">
            <thead className="bg-linen">
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col" className="px-4 py-3 font-semibold">
                    {text(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t border-sand align-top">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-4 py-3 font-medium">
                        {text(cell)}
                      </th>
                    ) : (
                      <td key={index} className="px-4 py-3">
                        {text(cell)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** A legal text's blocks at reading width, its placeholders filled with the given values. */
export function LegalDocument({ blocks, values }: { blocks: Block[]; values: Values }) {
  return (
    <div className="max-w-[42rem] text-[1.0625rem] leading-[1.7] text-ink">
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} values={values} />
      ))}
    </div>
  );
}
