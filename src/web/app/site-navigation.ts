import * as paths from './paths';
// The links of the header, mobile menu and footer, in the order a shopper meets them.

export interface NavLinkItem {
  to: string;
  label: string;
}

export const FAMILY_LINKS: readonly NavLinkItem[] = [
  { to: paths.humanHair, label: 'Human hair' },
  { to: paths.syntheticHair, label: 'Synthetic hair' },
  { to: paths.salonEssentials, label: 'Salon essentials' },
];

export const SHOP_LINKS: readonly NavLinkItem[] = [
  { to: paths.shop, label: 'Shop' },
  { to: paths.weeklyDrop, label: 'Weekly drop' },
  { to: paths.offers, label: 'Offers' },
  { to: paths.boxBuilderIntro, label: 'Box builder' },
];

export const FOOTER_GROUPS: readonly { title: string; links: readonly NavLinkItem[] }[] = [
  { title: 'Shop', links: [...FAMILY_LINKS, { to: paths.shop, label: 'All products' }] },
  {
    title: 'Support',
    links: [
      { to: paths.help, label: 'Help' },
      { to: paths.contact, label: 'Contact' },
      { to: paths.suggestProduct, label: 'Suggest a product' },
      { to: paths.demandMap, label: 'Demand map' },
    ],
  },
  {
    title: 'For salons',
    links: [
      { to: paths.hairdresser, label: 'Hairdresser program' },
      { to: paths.weeklyDropSalons, label: 'Weekly drop for salons' },
    ],
  },
];
