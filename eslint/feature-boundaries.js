// Feature boundaries of the web app (conventions.md "The shape"): a feature imports another only
// in a declared direction, and only what that feature chooses to expose. The shared layers
// (lib, components) never import a feature. Imports are resolved (the @/ alias and relative
// paths alike), so `../../cart/...` cannot slip past.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const src = resolve(root, 'src');
const features = resolve(src, 'web/features');

/**
 * What each feature may import from other features. Lower layers first: shopper (who is
 * shopping), products (the product data every page reads), auth; then the cart; then the pages
 * that sell (catalog, checkout, drops, boxes, …); admin on top. A feature missing here imports
 * no other feature.
 */
export const FEATURE_IMPORTS = {
  shopper: [],
  products: [],
  auth: [],
  cart: ['shopper', 'products'],
  catalog: ['shopper', 'products', 'cart'],
  checkout: ['shopper', 'products', 'cart'],
  'box-builder': ['shopper', 'products', 'cart', 'catalog'],
  drops: ['shopper', 'products', 'cart', 'catalog'],
  offers: ['shopper', 'products', 'cart', 'catalog'],
  hairdressers: ['shopper', 'products', 'cart', 'catalog'],
  support: ['shopper', 'cart'],
  demand: ['support'],
  diagnostics: ['shopper', 'cart', 'auth'],
  'not-found': [],
  // The terms, privacy, returns and shipping pages: their numbers come from the cart's settings.
  legal: ['cart'],
  admin: ['auth', 'products', 'catalog', 'cart'],
  // The header's search (issue 32): prices for the shopper's tier, category names, help answers.
  search: ['shopper', 'cart', 'catalog', 'support'],
};

/** What each feature exposes to the others (paths inside the feature, without extension). */
export const FEATURE_SURFACES = {
  // salon-company: a salon session's business details, to prefill pay on invoice (issue 17).
  shopper: ['shopper-context', 'session-storage', 'salon-company'],
  products: [
    'api/product-keys',
    'api/get-product',
    'api/get-products',
    'api/product-payload',
    // The running offers: the /offers page lists them, product cards and pages show the automatic one.
    'api/get-offers',
  ],
  auth: ['auth-failure', 'auth-session-context', 'sign-out'],
  cart: [
    'cart-context',
    'cart-storage',
    'api/cart-keys',
    'api/get-settings',
    'components/delivery-options',
    // The total and its VAT (apart for business): the cart, the checkout and order pages show it.
    'components/vat-rows',
  ],
  catalog: [
    'api/catalog-keys',
    'components/product-card',
    'components/price-tag',
    // Family and category names in the page's language: the header's search names categories.
    'catalog-names',
  ],
  // help-questions and its catalogue: the header's search matches the help answers.
  support: ['api/form-problem', 'help-questions', 'messages'],
};

function featureOf(file) {
  const path = relative(features, file);
  if (path.startsWith('..') || path === '') return undefined;
  const [name, ...rest] = path.split(sep);
  return { name, inner: rest.join('/').replace(/\.(tsx?|jsx?)$/, '') };
}

function resolveImport(source, file) {
  if (source.startsWith('@/')) return resolve(src, source.slice(2));
  if (source.startsWith('.')) return resolve(dirname(file), source);
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other only in the declared direction and surface' },
    schema: [],
    messages: {
      layer: '{{from}} is a shared layer and never imports a feature ({{to}}).',
      direction:
        'The {{from}} feature may not import the {{to}} feature (allowed: {{allowed}}); see eslint/feature-boundaries.js.',
      surface:
        'The {{to}} feature does not expose "{{inner}}"; import from its surface ({{surface}}) or add it there on purpose.',
    },
  },
  create(context) {
    const file = context.filename;
    const rel = relative(src, file).split(sep).join('/');
    if (!rel.startsWith('web/')) return {};
    const importer = featureOf(file);
    const sharedLayer = rel.startsWith('web/lib/') || rel.startsWith('web/components/');
    if (!importer && !sharedLayer) return {}; // web/app composes the features: it may import any.

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveImport(source, file);
      const imported = target && featureOf(target);
      if (!imported) return;
      if (sharedLayer) {
        context.report({ node, messageId: 'layer', data: { from: rel, to: imported.name } });
        return;
      }
      if (imported.name === importer.name) return;
      const allowed = FEATURE_IMPORTS[importer.name] ?? [];
      if (!allowed.includes(imported.name)) {
        context.report({
          node,
          messageId: 'direction',
          data: { from: importer.name, to: imported.name, allowed: allowed.join(', ') || 'none' },
        });
        return;
      }
      const surface = FEATURE_SURFACES[imported.name] ?? [];
      if (!surface.includes(imported.inner))
        context.report({
          node,
          messageId: 'surface',
          data: {
            to: imported.name,
            inner: imported.inner,
            surface: surface.join(', ') || 'nothing',
          },
        });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundaries': rule } };
