// The care and length guides the product page opens for hair (issue 17): a short guide per
// family, written by the shop, with the parts about counting bundles or packs only where the
// category sells them. Salon essentials have none: their descriptions say how to use them.

export interface GuideTopic {
  title: string;
  text: string;
}

export interface GuideSection {
  /** The disclosure's summary. */
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
    careTitle: 'Caring for human hair',
    care: [
      {
        title: 'Washing',
        text: 'Every 7–10 days, in lukewarm water with a sulfate-free shampoo. Smooth it from root to tip rather than scrubbing, condition every wash and deep-condition every other week.',
      },
      {
        title: 'Heat',
        text: 'Always use a heat protectant. Up to 180 °C on natural shades; up to 160 °C on blonde (613) and coloured hair, which is more porous. Let it air-dry when you can.',
      },
      {
        title: 'Storage',
        text: 'Detangle from the ends up with a wide-tooth comb and let it dry fully, then keep it in a satin bag or on a wig stand. Sleep in a satin bonnet or on silk.',
      },
    ],
    lengthTitle: 'Lengths and how much you need',
    length: [
      {
        title: 'How lengths are measured',
        text: 'Stretched straight, from the weft or lace to the tips. Waves and curls wear shorter: body wave by about 1 inch, deep wave and kinky curly by 2 to 4 inches.',
      },
      {
        title: 'Bundles for a full head',
        text: '2–3 bundles up to 18 inch, 3–4 bundles above 18 inch (100 g each). Mixing lengths? Step them 2 inch apart, with the longest at the back.',
        categories: ['bundles', 'closures', 'frontals'],
      },
      {
        title: 'With a closure or frontal',
        text: 'Choose it the length of your shortest bundle, or 2 inch shorter. It covers the top of the head, so one bundle fewer usually does.',
        categories: ['bundles', 'closures', 'frontals'],
      },
      {
        title: 'Wigs',
        text: 'Ready to wear, nothing to count: the length runs from the crown to the tips, and the density (such as 180 %) says how full it is.',
        categories: ['wigs'],
      },
      {
        title: 'Ponytails and clip-ins',
        text: 'One piece or set makes a full look; the length runs from the clip or drawstring to the tips. Very thick hair may want a second set of clip-ins.',
        categories: ['ponytails', 'clip-ins'],
      },
    ],
  },
  'synthetic-hair': {
    careTitle: 'Caring for synthetic hair',
    care: [
      {
        title: 'Washing',
        text: 'Only when needed, every 2–3 weeks: cool water and a mild shampoo, without rubbing. Press it dry in a towel and let it air-dry on a stand or lying flat.',
      },
      {
        title: 'Heat',
        text: 'No heat unless the product says heat-friendly, and then at most 150 °C. Seal braid ends and set curls in hot (not boiling) water.',
      },
      {
        title: 'Storage',
        text: 'Away from sun, heaters and friction: on a stand or in its net. A satin bonnet at night keeps the fibre from frizzing.',
      },
    ],
    lengthTitle: 'Lengths and how much you need',
    length: [
      {
        title: 'How lengths are measured',
        text: 'The fibre stretched out, from the top to the tips. Braiding hair is folded in half around your own hair, so braids come out at about half its length.',
      },
      {
        title: 'Packs for a full head of braids',
        text: 'Shoulder-length box braids take 5–6 packs, mid-back 7–8 and waist length 8–10. Smaller parts need a pack or two more.',
        categories: ['braiding-hair'],
      },
      {
        title: 'Packs for a full head of crochet',
        text: '6–8 packs for twists and locs, 4–6 for fuller curly styles. Buy one shade for all of them: dye lots can differ slightly.',
        categories: ['crochet'],
      },
      {
        title: 'Wigs and ponytails',
        text: 'Ready to wear, nothing to count: the length runs from the crown, clip or drawstring to the tips.',
        categories: ['wigs', 'ponytails'],
      },
    ],
  },
};

/** The guide for a product of this family and category; null for salon essentials. */
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
