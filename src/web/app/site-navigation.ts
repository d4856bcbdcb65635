import * as paths from './paths';
// The links of the header, mobile menu and footer, in the order a shopper meets them. Labels are
// message ids of the shell's catalogue (messages/<language>.json).

export interface NavLinkItem {
  to: string;
  label: string;
}

export const FAMILY_LINKS: readonly NavLinkItem[] = [
  { to: paths.humanHair, label: 'app.nav.human-hair' },
  { to: paths.syntheticHair, label: 'app.nav.synthetic-hair' },
  { to: paths.salonEssentials, label: 'app.nav.salon-essentials' },
];

export const SHOP_LINKS: readonly NavLinkItem[] = [
  { to: paths.shop, label: 'app.nav.shop' },
  { to: paths.weeklyDrop, label: 'app.nav.weekly-drop' },
  { to: paths.offers, label: 'app.nav.offers' },
  { to: paths.boxBuilderIntro, label: 'app.nav.box-builder' },
];

/** The phone menu's last group: what the header leaves to the footer at 390 px (issue 34). */
export const MENU_HELP_LINKS: readonly NavLinkItem[] = [
  { to: paths.help, label: 'app.footer.help' },
  { to: paths.contact, label: 'app.footer.contact' },
  { to: paths.hairdresser, label: 'app.nav.for-hairdressers' },
];

export const FOOTER_GROUPS: readonly { title: string; links: readonly NavLinkItem[] }[] = [
  {
    title: 'app.footer.shop',
    links: [...FAMILY_LINKS, { to: paths.shop, label: 'app.footer.all-products' }],
  },
  {
    title: 'app.footer.support',
    links: [
      { to: paths.help, label: 'app.footer.help' },
      { to: paths.contact, label: 'app.footer.contact' },
      { to: paths.suggestProduct, label: 'app.footer.suggest-product' },
      { to: paths.demandMap, label: 'app.footer.demand-map' },
    ],
  },
  {
    title: 'app.footer.for-salons',
    links: [
      { to: paths.hairdresser, label: 'app.footer.hairdresser-program' },
      { to: paths.weeklyDropSalons, label: 'app.footer.weekly-drop-salons' },
    ],
  },
];
