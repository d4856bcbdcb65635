// Renders a mail's content to both parts the outbox stores: text and the designed HTML.
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { CompanyDetails } from '@/domain/company';
import type { MailContent } from './mail-content';
import { MailDocument } from './mail-document';
import { renderPlainText } from './plain-text';

export type RenderedMail = { text: string; html: string };

export async function renderMail(
  content: MailContent,
  company: CompanyDetails,
): Promise<RenderedMail> {
  const html = await render(createElement(MailDocument, { content, company }));
  return { text: renderPlainText(content, company), html };
}
