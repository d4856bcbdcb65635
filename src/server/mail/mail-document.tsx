// The designed HTML part of every mail (issue 17), with React Email's table-based primitives:
// the wordmark, a white card on the shop's ivory with the headline, the words and a button for
// the main link, and the company beneath. React escapes every value written into it.
import { Body } from '@react-email/body';
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
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import {
  companyAddressLine,
  companyRegisterLabel,
  phoneHref,
  type CompanyDetails,
} from '@/domain/company';
import { MAIL_COLOURS as C, MAIL_FONTS as F } from './brand';
import { Block, Lines, paragraph, small } from './mail-blocks';
import type { MailContent } from './mail-content';
import { translate } from '../i18n/catalogues';

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

function CompanyFooter({ company, language }: { company: CompanyDetails; language: string }) {
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
        {company.name} · {companyAddressLine(company, language)}
      </Text>
      <Text style={footer}>
        {companyRegisterLabel(company)} {company.registrationNumber} ·{' '}
        {translate(language, 'mail.footer.vat', { number: company.vatNumber })}
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
  const language = content.language ?? DEFAULT_LANGUAGE;
  return (
    <Html lang={language} dir="ltr">
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
          <CompanyFooter company={company} language={language} />
        </Container>
      </Body>
    </Html>
  );
}
