// The links of the header, mobile menu and footer, in the order a shopper meets them.

export interface NavLinkItem {
  to: string;
  label: string;
}

export const FAMILY_LINKS: readonly NavLinkItem[] = [
  { to: '/human-hair', label: 'Human hair' },
  { to: '/synthetic-hair', label: 'Synthetic hair' },
  { to: '/salon-essentials', label: 'Salon essentials' },
];

export const SHOP_LINKS: readonly NavLinkItem[] = [
  { to: '/shop', label: 'Shop' },
  { to: '/weekly-drop', label: 'Weekly drop' },
  { to: '/offers', label: 'Offers' },
  { to: '/box-builder-intro', label: 'Box builder' },
];

export const FOOTER_GROUPS: readonly { title: string; links: readonly NavLinkItem[] }[] = [
  { title: 'Shop', links: [...FAMILY_LINKS, { to: '/shop', label: 'All products' }] },
  {
    title: 'Support',
    links: [
      { to: '/help', label: 'Help' },
      { to: '/contact', label: 'Contact' },
      { to: '/suggest-product', label: 'Suggest a product' },
      { to: '/demand-map', label: 'Demand map' },
    ],
  },
  {
    title: 'For salons',
    links: [
      { to: '/hairdresser', label: 'Hairdresser program' },
      { to: '/weekly-drop-salons', label: 'Weekly drop for salons' },
    ],
  },
];
