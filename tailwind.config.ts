import type { Config } from 'tailwindcss';

// Tress design tokens. Calm warm neutrals and ONE accent hue (clay) in a few shades.
// Components use these names only; no raw colour values outside this file and the artwork in public/.
export default {
  content: ['./index.html', './src/web/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        ivory: '#FAF7F2', // page background
        linen: '#F3EDE4', // quiet surfaces, tiles
        sand: '#E6DCCF', // borders and dividers
        taupe: '#655A50', // secondary text (AA on ivory and linen)
        ink: '#2B2520', // body text
        accent: {
          50: '#FBF2ED',
          100: '#F5E0D5',
          200: '#EBC0AB',
          500: '#B5654A',
          600: '#9E5239',
          700: '#84432E', // buttons and links: AA on white, ivory and linen
          800: '#6A3525',
        },
      },
      fontFamily: {
        // Each with its metric-matched local fallbacks (app.css), so the font swap moves nothing.
        sans: [
          '"Inter Variable"',
          '"Inter Fallback"',
          '"Inter Fallback Roboto"',
          '"Inter Fallback DejaVu"',
          'ui-sans-serif',
          'system-ui',
          'sans-serif',
        ],
        display: [
          '"Fraunces Variable"',
          '"Fraunces Fallback"',
          '"Fraunces Fallback Noto"',
          '"Fraunces Fallback DejaVu"',
          'ui-serif',
          'serif',
        ],
      },
      fontSize: {
        // The type scale: display > title > heading > lead > body > small.
        display: [
          'clamp(2.5rem, 5.5vw + 0.5rem, 4.25rem)',
          { lineHeight: '1.04', letterSpacing: '-0.02em' },
        ],
        title: ['clamp(2rem, 3vw + 1rem, 3rem)', { lineHeight: '1.1', letterSpacing: '-0.015em' }],
        heading: [
          'clamp(1.375rem, 1vw + 1rem, 1.75rem)',
          { lineHeight: '1.25', letterSpacing: '-0.01em' },
        ],
        lead: ['1.1875rem', { lineHeight: '1.6' }],
      },
      spacing: {
        tap: '2.75rem', // 44px: the smallest target a finger should have to hit
        section: 'clamp(4rem, 8vw, 7rem)',
      },
      maxWidth: {
        content: '76rem',
        prose: '40rem',
      },
      borderRadius: {
        card: '1.5rem',
        field: '0.75rem',
      },
      boxShadow: {
        soft: '0 1px 2px rgb(43 37 32 / 0.05), 0 10px 30px -12px rgb(43 37 32 / 0.18)',
        lift: '0 2px 4px rgb(43 37 32 / 0.06), 0 24px 48px -20px rgb(43 37 32 / 0.28)',
      },
      keyframes: {
        'toast-in': {
          from: { transform: 'translateY(0.75rem)', opacity: '0' },
          to: { transform: 'translateY(0)', opacity: '1' },
        },
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
      },
      animation: {
        'toast-in': 'toast-in 200ms ease-out',
        'fade-in': 'fade-in 150ms ease-out',
      },
    },
  },
} satisfies Config;
