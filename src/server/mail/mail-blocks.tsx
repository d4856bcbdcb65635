// The blocks of a mail's content as React Email markup: paragraphs, the main link as a button
// (its address beneath for clients that drop buttons), facts, order lines and quotes.
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Link } from '@react-email/link';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import { MAIL_COLOURS as C, MAIL_FONTS as F } from './brand';
import type { MailAmount, MailBlock } from './mail-content';

export const paragraph: CSSProperties = {
  margin: '0 0 16px',
  fontFamily: F.body,
  fontSize: '16px',
  lineHeight: '26px',
  color: C.ink,
};
export const small: CSSProperties = {
  ...paragraph,
  fontSize: '14px',
  lineHeight: '22px',
  color: C.taupe,
};
const cell: CSSProperties = { padding: '8px 0', verticalAlign: 'top' };

/** Multi-line text (an address, a quoted message) keeps its line breaks as separate lines. */
export function Lines({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          {index < lines.length - 1 ? <br /> : null}
        </span>
      ))}
    </>
  );
}

function AmountRow({ amount, style }: { amount: MailAmount; style: CSSProperties }) {
  return (
    <Row>
      <Column style={{ ...cell, padding: '4px 0', ...style }}>{amount.label}</Column>
      <Column style={{ ...cell, padding: '4px 0', ...style, textAlign: 'right' }}>
        {amount.amount}
      </Column>
    </Row>
  );
}

export function Block({ block }: { block: MailBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <Text style={paragraph}>
          <Lines text={block.text} />
        </Text>
      );
    case 'action':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.href}
            style={{
              backgroundColor: C.accent,
              color: C.white,
              borderRadius: '999px',
              padding: '14px 28px',
              fontFamily: F.body,
              fontSize: '16px',
              fontWeight: 600,
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
          <Text style={{ ...small, margin: '12px 0 0', wordBreak: 'break-all' }}>
            Or open this address:{' '}
            <Link href={block.href} style={{ color: C.accent, textDecoration: 'underline' }}>
              {block.href}
            </Link>
          </Text>
        </Section>
      );
    case 'link':
      return (
        <Text style={paragraph}>
          <Link href={block.href} style={{ color: C.accent, textDecoration: 'underline' }}>
            {block.label}
          </Link>
        </Text>
      );
    case 'facts':
      return (
        <Section
          style={{
            margin: '0 0 20px',
            padding: '12px 20px',
            backgroundColor: C.linen,
            borderRadius: '12px',
          }}
        >
          {block.rows.map((row, index) => (
            <Row key={index}>
              <Column style={{ ...cell, ...small, width: '40%', margin: 0, lineHeight: '26px' }}>
                {row.label}
              </Column>
              <Column style={{ ...cell, ...paragraph, margin: 0, fontWeight: 600 }}>
                {row.value}
              </Column>
            </Row>
          ))}
        </Section>
      );
    case 'order-lines':
      return (
        <Section style={{ margin: '0 0 20px' }}>
          {block.lines.map((line, index) => (
            <Row key={index} style={{ borderBottom: `1px solid ${C.sand}` }}>
              <Column style={{ ...cell, ...paragraph, margin: 0 }}>
                {line.text}
                {line.details.map((detail, at) => (
                  <span key={at} style={{ display: 'block', ...small, margin: 0 }}>
                    {detail}
                  </span>
                ))}
              </Column>
              <Column
                style={{
                  ...cell,
                  ...paragraph,
                  margin: 0,
                  paddingLeft: '12px',
                  textAlign: 'right',
                  whiteSpace: 'nowrap',
                }}
              >
                {line.amount}
              </Column>
            </Row>
          ))}
          {(block.sums ?? []).map((sum, index) => (
            <AmountRow key={`sum-${index}`} amount={sum} style={{ ...small, margin: 0 }} />
          ))}
          <AmountRow
            amount={block.total}
            style={{
              ...paragraph,
              margin: 0,
              fontWeight: 600,
              ...(block.sums?.length
                ? { paddingTop: '10px', borderTop: `1px solid ${C.sand}` }
                : {}),
            }}
          />
          {(block.notes ?? []).map((note, index) => (
            <AmountRow key={`note-${index}`} amount={note} style={{ ...small, margin: 0 }} />
          ))}
        </Section>
      );
    case 'quote':
      return (
        <Section style={{ margin: '0 0 20px' }}>
          {block.label ? <Text style={{ ...small, margin: '0 0 6px' }}>{block.label}</Text> : null}
          <Text
            style={{
              ...paragraph,
              margin: 0,
              padding: '4px 0 4px 16px',
              borderLeft: `3px solid ${C.sand}`,
              color: C.taupe,
            }}
          >
            <Lines text={block.text} />
          </Text>
        </Section>
      );
  }
}
