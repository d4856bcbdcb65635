// The page's structured data for search engines (issue 32): schema.org's JSON-LD, typed with
// schema-dts (types only: nothing of it reaches a bundle). The company behind the shop on every
// page, a product with its offer, the breadcrumbs of product and category pages, and the help's
// questions. Prices are the public visitor's (client) prices, in EUR, as a decimal string; a
// business price is never read here.
import type {
  AggregateOffer,
  BreadcrumbList,
  FAQPage,
  ItemAvailability,
  JsonLdObject,
  Offer,
  Organization,
  Product as ProductThing,
  WithContext,
} from 'schema-dts';
import { companyRegisterLabel, type CompanyDetails } from '@/domain/company';
import type { StructuredData } from '@/domain/page-data';
import { fromPrice, unitPrice } from '@/domain/pricing';
import type { Product, ProductVariant } from '@/domain/products';

const CONTEXT = 'https://schema.org';
/** The shop's money: every price the shop shows is in euros. */
export const CURRENCY = 'EUR';

/** Cents as the decimal string schema.org and Open Graph expect: 7900 → "79.00". */
export function decimalPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

function availability(stock: number): ItemAvailability {
  return stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/** A schema-dts object as the head carries it: a plain JSON object (schema-dts also allows a
 *  bare string, which no builder here makes). */
function structured<T extends JsonLdObject | string>(value: WithContext<T>): StructuredData {
  return value as unknown as StructuredData;
}

/** The company's node id: other nodes (a product's seller) point at it. */
export function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

/** The company behind the shop, from its settings (GET /api/settings' public answer). */
export function organizationData(
  company: CompanyDetails,
  siteUrl: string,
  brand: string,
): StructuredData {
  return structured<Organization>({
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: company.name,
    alternateName: brand,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: company.email,
    telephone: company.phone,
    vatID: company.vatNumber,
    identifier: {
      '@type': 'PropertyValue',
      propertyID: companyRegisterLabel(company),
      value: company.registrationNumber,
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.postcode,
      addressLocality: company.city,
      addressCountry: company.country,
    },
  });
}

/** "16 inch" → "16-inch": a variant's part of its SKU. */
function skuPart(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'variant'
  );
}

export interface ProductFacts {
  product: Product;
  /** Its page's canonical address. */
  url: string;
  /** Absolute addresses of its pictures. */
  images: string[];
  /** "Human hair > Bundles", in the page's language. */
  category: string;
  brand: string;
  siteUrl: string;
}

function variantOffer(facts: ProductFacts, variant: ProductVariant): Offer {
  return {
    '@type': 'Offer',
    name: variant.name,
    sku: `${facts.product.slug}-${skuPart(variant.name)}`,
    price: decimalPrice(unitPrice(facts.product, variant, 'client')),
    priceCurrency: CURRENCY,
    availability: availability(variant.stock),
    itemCondition: 'https://schema.org/NewCondition',
    url: facts.url,
  };
}

/**
 * The product with its offer: one `Offer` for a product with one price (no variants, or one), an
 * `AggregateOffer` over its variants (lowest and highest client price, how many) otherwise.
 */
export function productData(facts: ProductFacts): StructuredData {
  const { product } = facts;
  const seller = { '@id': organizationId(facts.siteUrl) };
  const variants = product.variant_detail;
  const prices = variants.map((variant) => unitPrice(product, variant, 'client'));
  const offers: Offer | AggregateOffer =
    variants.length > 1
      ? {
          '@type': 'AggregateOffer',
          lowPrice: decimalPrice(fromPrice(product, 'client')),
          highPrice: decimalPrice(Math.max(...prices)),
          offerCount: variants.length,
          priceCurrency: CURRENCY,
          availability: availability(product.stock),
          offers: variants.map((variant) => variantOffer(facts, variant)),
        }
      : {
          '@type': 'Offer',
          price: decimalPrice(fromPrice(product, 'client')),
          priceCurrency: CURRENCY,
          availability: availability(product.stock),
          itemCondition: 'https://schema.org/NewCondition',
          url: facts.url,
          seller,
        };
  return structured<ProductThing>({
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${facts.url}#product`,
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    sku: product.slug,
    url: facts.url,
    image: facts.images,
    category: facts.category,
    brand: { '@type': 'Brand', name: facts.brand },
    offers,
  });
}

export interface Crumb {
  name: string;
  /** Absolute address. */
  url: string;
}

/** The trail to a page, as its breadcrumb shows it. */
export function breadcrumbData(crumbs: readonly Crumb[]): StructuredData {
  return structured<BreadcrumbList>({
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  });
}

export interface Question {
  question: string;
  answer: readonly string[];
}

/** The help page's questions and answers, in its language. */
export function faqData(questions: readonly Question[]): StructuredData {
  return structured<FAQPage>({
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: questions.map((question) => ({
      '@type': 'Question',
      name: question.question,
      acceptedAnswer: { '@type': 'Answer', text: question.answer.join('\n\n') },
    })),
  });
}
