// The lint rule that keeps features apart: it must refuse what the declared directions and
// surfaces do not allow, whether the import is written with @/ or as a relative path.
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
// @ts-expect-error: a plain ESM ESLint plugin without type declarations.
import featureBoundaries from '../../eslint/feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const feature = (path: string) => join(process.cwd(), 'src/web/features', path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('feature-boundaries', featureBoundaries.rules['feature-boundaries'], {
  valid: [
    {
      name: 'checkout reads the cart through its exposed context',
      filename: feature('checkout/pages/checkout-page.tsx'),
      code: "import { useCart } from '@/web/features/cart/cart-context';",
    },
    {
      name: 'a feature imports its own files freely, relatively',
      filename: feature('cart/components/cart-line.tsx'),
      code: "import { x } from '../api/cart-keys'; import { y } from '../../cart/use-free-delivery';",
    },
    {
      name: 'the app layer composes any feature',
      filename: join(process.cwd(), 'src/web/app/routes.tsx'),
      code: "import('@/web/features/admin/pages/admin-page');",
    },
  ],
  invalid: [
    {
      name: 'the cart may not import checkout (checkout is above the cart)',
      filename: feature('cart/cart-context.tsx'),
      code: "import { placeOrder } from '@/web/features/checkout/api/place-order';",
      errors: [{ messageId: 'direction' }],
    },
    {
      name: 'a relative path out of the feature is the same import',
      filename: feature('cart/components/cart-line.tsx'),
      code: "import { placeOrder } from '../../checkout/api/place-order';",
      errors: [{ messageId: 'direction' }],
    },
    {
      name: 'an allowed feature, but a file it does not expose',
      filename: feature('checkout/pages/checkout-page.tsx'),
      code: "import { CartLine } from '@/web/features/cart/components/cart-line';",
      errors: [{ messageId: 'surface' }],
    },
    {
      name: 'a lazy import counts too',
      filename: feature('catalog/pages/product-page.tsx'),
      code: "const admin = () => import('@/web/features/admin/pages/admin-page');",
      errors: [{ messageId: 'direction' }],
    },
    {
      name: 'the shared lib never imports a feature',
      filename: join(process.cwd(), 'src/web/lib/api-client.ts'),
      code: "import { useShopper } from '@/web/features/shopper/shopper-context';",
      errors: [{ messageId: 'layer' }],
    },
  ],
});
