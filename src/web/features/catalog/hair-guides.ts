// The care and length guides the product page opens for hair (issue 17): a short guide per
// family, written by the shop, with the parts about counting bundles or packs only where the
// category sells them. Salon essentials have none: their descriptions say how to use them.
//
// The words are in the guide's own catalogue (hair-guides/messages/<language>.json, issue 30),
// which only the lazily loaded guide imports: its long texts stay out of a first visit. Every id
// is written here in full; tests/web/catalog/hair-guide-dutch.test.tsx checks the catalogue
// holds each of them in every language.
import type { Messages } from '@lingui/core';
import { defineCatalogue } from '@/web/i18n/catalogue';

export const guideMessages = defineCatalogue(
  import.meta.glob<Messages>('./hair-guides/messages/*.json', { import: 'default' }),
);

/** Message ids of a topic's title and text. */
export interface GuideTopic {
  title: string;
  text: string;
}

export interface GuideSection {
  /** Message id of the disclosure's summary. */
  title: string;
  topics: GuideTopic[];
}

export interface HairGuide {
  care: GuideSection;
  length: GuideSection;
}

type Topics = readonly (GuideTopic & { categories?: readonly string[] })[];

interface FamilyGuide {
  careTitle: string;
  care: readonly GuideTopic[];
  lengthTitle: string;
  length: Topics;
}

const GUIDES: Readonly<Record<string, FamilyGuide>> = {
  'human-hair': {
    careTitle: 'guide.hh.care',
    care: [
      { title: 'guide.wash', text: 'guide.hh.wash' },
      { title: 'guide.heat', text: 'guide.hh.heat' },
      { title: 'guide.storage', text: 'guide.hh.storage' },
    ],
    lengthTitle: 'guide.length',
    length: [
      { title: 'guide.measured', text: 'guide.hh.measured' },
      {
        title: 'guide.hh.bundles',
        text: 'guide.hh.bundles.text',
        categories: ['bundles', 'closures', 'frontals'],
      },
      {
        title: 'guide.hh.closure',
        text: 'guide.hh.closure.text',
        categories: ['bundles', 'closures', 'frontals'],
      },
      { title: 'guide.hh.wigs', text: 'guide.hh.wigs.text', categories: ['wigs'] },
      {
        title: 'guide.hh.clip-ins',
        text: 'guide.hh.clip-ins.text',
        categories: ['ponytails', 'clip-ins'],
      },
    ],
  },
  'synthetic-hair': {
    careTitle: 'guide.sh.care',
    care: [
      { title: 'guide.wash', text: 'guide.sh.wash' },
      { title: 'guide.heat', text: 'guide.sh.heat' },
      { title: 'guide.storage', text: 'guide.sh.storage' },
    ],
    lengthTitle: 'guide.length',
    length: [
      { title: 'guide.measured', text: 'guide.sh.measured' },
      { title: 'guide.sh.braids', text: 'guide.sh.braids.text', categories: ['braiding-hair'] },
      { title: 'guide.sh.crochet', text: 'guide.sh.crochet.text', categories: ['crochet'] },
      {
        title: 'guide.sh.wigs',
        text: 'guide.sh.wigs.text',
        categories: ['wigs', 'ponytails'],
      },
    ],
  },
};

/** The guide for a product of this family and category, as message ids; null for salon essentials. */
export function hairGuideFor(family: string, category: string): HairGuide | null {
  const guide = GUIDES[family];
  if (!guide) return null;
  return {
    care: { title: guide.careTitle, topics: [...guide.care] },
    length: {
      title: guide.lengthTitle,
      topics: guide.length
        .filter((topic) => !topic.categories || topic.categories.includes(category))
        .map(({ title, text }) => ({ title, text })),
    },
  };
}
