// The shop's look in mail. Mail clients read neither the web's stylesheet nor CSS variables, so
// the design tokens of tailwind.config.ts are repeated here as inline values: the same warm
// neutrals and the one accent (clay), with fonts every client has.
export const MAIL_COLOURS = {
  ivory: '#FAF7F2',
  linen: '#F3EDE4',
  sand: '#E6DCCF',
  taupe: '#655A50',
  ink: '#2B2520',
  accent: '#84432E',
  accentSoft: '#FBF2ED',
  white: '#FFFFFF',
} as const;

export const MAIL_FONTS = {
  body: "'Inter', 'Helvetica Neue', Helvetica, Arial, sans-serif",
  display: "'Fraunces', Georgia, 'Times New Roman', serif",
} as const;
