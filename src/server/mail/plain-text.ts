// The plain-text part of a mail: what every client can show, and what the HTML part says too.
import { companyAddressLine, companyRegisterLabel, type CompanyDetails } from '@/domain/company';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import { translate } from '../i18n/catalogues';
import type { MailBlock, MailContent } from './mail-content';

function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'action':
      // The address on a line of its own, so every client makes it a link.
      return `${block.label}:\n${block.href}`;
    case 'link':
      return `${block.label}: ${block.href}`;
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'order-lines':
      return [
        ...block.lines.flatMap((line) => [
          `  ${line.text}  ${line.amount}`,
          ...line.details.map((detail) => `      ${detail}`),
        ]),
        ...(block.sums ?? []).map((sum) => `  ${sum.label} ${sum.amount}`),
        `  ${block.total.label} ${block.total.amount}`,
        ...(block.notes ?? []).map((note) => `  ${note.label} ${note.amount}`),
      ].join('\n');
    case 'quote':
      return [...(block.label ? [block.label] : []), quoted(block.text)].join('\n');
  }
}

/** Who sends the mail, as the law asks of a web shop (product.md §13). */
export function companyFooterLines(
  company: CompanyDetails,
  language: string = DEFAULT_LANGUAGE,
): string[] {
  const vat = translate(language, 'mail.footer.vat', { number: company.vatNumber });
  return [
    `${company.name}, ${companyAddressLine(company, language)}`,
    `${companyRegisterLabel(company)} ${company.registrationNumber} · ${vat}`,
    `${company.email} · ${company.phone}`,
  ];
}

export function renderPlainText(content: MailContent, company: CompanyDetails): string {
  const parts = [
    content.greeting,
    ...content.blocks.map(blockText),
    content.signoff.join('\n'),
    ...(content.after ?? []).map(blockText),
    // "-- " (with its space) is the signature separator mail clients recognise.
    ['-- ', ...companyFooterLines(company, content.language)].join('\n'),
  ];
  return parts.join('\n\n');
}
