// The care and length guides the product page opens for hair (issue 17): a short guide per
// family, written by the shop, with the parts about counting bundles or packs only where the
// category sells them. Salon essentials have none: their descriptions say how to use them.
//
// The words are in the catalog's guide part (guide/messages/<language>.json, ids catalog.guide.…,
// issue 30), which only the lazily loaded guide imports: its long texts stay out of a first
// visit. Every id is written here in full, so `npm run messages` checks it like any other.

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
    careTitle: 'catalog.guide.hh.care',
    care: [
      { title: 'catalog.guide.wash', text: 'catalog.guide.hh.wash' },
      { title: 'catalog.guide.heat', text: 'catalog.guide.hh.heat' },
      { title: 'catalog.guide.storage', text: 'catalog.guide.hh.storage' },
    ],
    lengthTitle: 'catalog.guide.length',
    length: [
      { title: 'catalog.guide.measured', text: 'catalog.guide.hh.measured' },
      {
        title: 'catalog.guide.hh.bundles',
        text: 'catalog.guide.hh.bundles.text',
        categories: ['bundles', 'closures', 'frontals'],
      },
      {
        title: 'catalog.guide.hh.closure',
        text: 'catalog.guide.hh.closure.text',
        categories: ['bundles', 'closures', 'frontals'],
      },
      { title: 'catalog.guide.hh.wigs', text: 'catalog.guide.hh.wigs.text', categories: ['wigs'] },
      {
        title: 'catalog.guide.hh.clip-ins',
        text: 'catalog.guide.hh.clip-ins.text',
        categories: ['ponytails', 'clip-ins'],
      },
    ],
  },
  'synthetic-hair': {
    careTitle: 'catalog.guide.sh.care',
    care: [
      { title: 'catalog.guide.wash', text: 'catalog.guide.sh.wash' },
      { title: 'catalog.guide.heat', text: 'catalog.guide.sh.heat' },
      { title: 'catalog.guide.storage', text: 'catalog.guide.sh.storage' },
    ],
    lengthTitle: 'catalog.guide.length',
    length: [
      { title: 'catalog.guide.measured', text: 'catalog.guide.sh.measured' },
      {
        title: 'catalog.guide.sh.braids',
        text: 'catalog.guide.sh.braids.text',
        categories: ['braiding-hair'],
      },
      {
        title: 'catalog.guide.sh.crochet',
        text: 'catalog.guide.sh.crochet.text',
        categories: ['crochet'],
      },
      {
        title: 'catalog.guide.sh.wigs',
        text: 'catalog.guide.sh.wigs.text',
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
