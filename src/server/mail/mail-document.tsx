// The designed HTML part of every mail (issue 17), with React Email's table-based primitives:
// the wordmark, a white card on the shop's ivory with the headline, the words and a button for
// the main link, and the company beneath. React escapes every value written into it.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import {
  companyAddressLine,
  companyRegisterLabel,
  phoneHref,
  type CompanyDetails,
} from '@/domain/company';
import { MAIL_COLOURS as C, MAIL_FONTS as F } from './brand';
import type { MailBlock, MailContent } from './mail-content';

const paragraph: CSSProperties = {
  margin: '0 0 16px',
  fontFamily: F.body,
  fontSize: '16px',
  lineHeight: '26px',
  color: C.ink,
};
const small: CSSProperties = { ...paragraph, fontSize: '14px', lineHeight: '22px', color: C.taupe };
const cell: CSSProperties = { padding: '8px 0', verticalAlign: 'top' };

function Wordmark() {
  return (
    <Section style={{ padding: '32px 0 20px' }}>
      <Row>
        <Column style={{ width: '36px' }}>
          <div
            style={{
              width: '36px',
              height: '36px',
              borderRadius: '10px',
              backgroundColor: C.accent,
              color: C.ivory,
              fontFamily: F.display,
              fontSize: '22px',
              lineHeight: '36px',
              textAlign: 'center',
            }}
          >
            T
          </div>
        </Column>
        <Column style={{ paddingLeft: '10px' }}>
          <span
            style={{
              fontFamily: F.display,
              fontSize: '26px',
              color: C.ink,
              letterSpacing: '-0.01em',
            }}
          >
            Tress
          </span>
        </Column>
      </Row>
    </Section>
  );
}

/** Multi-line text (an address, a quoted message) keeps its line breaks as separate lines. */
function Lines({ text }: { text: string }) {
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

function Block({ block }: { block: MailBlock }) {
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
          <Row>
            <Column style={{ ...cell, ...paragraph, margin: 0, fontWeight: 600 }}>
              {block.total.label}
            </Column>
            <Column
              style={{ ...cell, ...paragraph, margin: 0, fontWeight: 600, textAlign: 'right' }}
            >
              {block.total.amount}
            </Column>
          </Row>
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

function CompanyFooter({ company }: { company: CompanyDetails }) {
  const footer: CSSProperties = {
    ...small,
    fontSize: '13px',
    lineHeight: '20px',
    margin: 0,
    textAlign: 'center',
  };
  const link: CSSProperties = { color: C.taupe, textDecoration: 'underline' };
  return (
    <Section style={{ padding: '24px 24px 40px' }}>
      <Text style={footer}>
        {company.name} · {companyAddressLine(company)}
      </Text>
      <Text style={footer}>
        {companyRegisterLabel(company)} {company.registrationNumber} · VAT {company.vatNumber}
      </Text>
      <Text style={footer}>
        <Link href={`mailto:${company.email}`} style={link}>
          {company.email}
        </Link>{' '}
        ·{' '}
        <Link href={phoneHref(company.phone)} style={link}>
          {company.phone}
        </Link>
      </Text>
    </Section>
  );
}

export function MailDocument({
  content,
  company,
}: {
  content: MailContent;
  company: CompanyDetails;
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={{ margin: 0, padding: '0 12px', backgroundColor: C.ivory }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto' }}>
          <Wordmark />
          <Section
            style={{
              backgroundColor: C.white,
              borderRadius: '20px',
              border: `1px solid ${C.sand}`,
              padding: '32px 28px 20px',
            }}
          >
            <Heading
              as="h1"
              style={{
                margin: '0 0 20px',
                fontFamily: F.display,
                fontSize: '28px',
                lineHeight: '34px',
                fontWeight: 500,
                color: C.ink,
              }}
            >
              {content.heading}
            </Heading>
            <Text style={paragraph}>{content.greeting}</Text>
            {content.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
            <Text style={{ ...paragraph, marginTop: '24px' }}>
              <Lines text={content.signoff.join('\n')} />
            </Text>
            {content.after?.length ? (
              <>
                <Hr style={{ borderColor: C.sand, margin: '8px 0 20px' }} />
                {content.after.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </>
            ) : null}
          </Section>
          <CompanyFooter company={company} />
        </Container>
      </Body>
    </Html>
  );
}
