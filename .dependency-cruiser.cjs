/**
 * Borders between the API's modules and between the web's layers (apps/api/src/modules/README.md,
 * apps/web/src/README.md). Run by `npm run lint` (and so by `npm test`): `npx depcruise --config
 * .dependency-cruiser.cjs apps packages`.
 */
const MODULES = '^apps/api/src/modules';

module.exports = {
  forbidden: [
    {
      name: 'api-module-face',
      comment:
        'Another module is reached through its face: index.ts (what it lets others call) or its ' +
        '*.table.ts (its tables, for foreign keys and read joins). Everything else is its own.',
      severity: 'error',
      from: { path: `${MODULES}/([^/]+)/` },
      to: {
        path: `${MODULES}/[^/]+/`,
        pathNot: [
          `${MODULES}/$1/`,
          `${MODULES}/[^/]+/index\\.ts$`,
          `${MODULES}/[^/]+/[^/]+\\.table\\.ts$`,
          `${MODULES}/[^/]+/[^/]+-test-fixtures\\.ts$`,
        ],
      },
    },
    {
      name: 'api-outside-modules-use-faces',
      comment: 'Plugins, lib, db and tests outside a module use the same faces as modules do.',
      severity: 'error',
      // modules/index.ts mounts every module's routes: the one place that may import *.routes.ts.
      from: { path: '^apps/api/src/', pathNot: [`${MODULES}/[^/]+/`, `${MODULES}/index\\.ts$`] },
      to: {
        path: `${MODULES}/[^/]+/`,
        pathNot: [
          `${MODULES}/[^/]+/index\\.ts$`,
          `${MODULES}/[^/]+/[^/]+\\.table\\.ts$`,
          `${MODULES}/[^/]+/[^/]+-test-fixtures\\.ts$`,
        ],
      },
    },
    {
      name: 'api-order-announces',
      comment:
        'An order announces its moves and the modules that react subscribe (decision 0048): outside ' +
        'checkout/ (and its insert statement), order/ calls none of them; tables stay open for foreign ' +
        'keys and read joins.',
      severity: 'error',
      from: {
        path: `${MODULES}/order/`,
        pathNot: [`${MODULES}/order/checkout/`, `${MODULES}/order/order-insert\\.repository\\.ts$`],
      },
      // payment: it records the money an order's move announces (cash-collected) and calls order's
      // face for the rest (issue 31); order calling payment back would be a cycle.
      to: {
        path: `${MODULES}/(delivery|delivery-work|notification|payment|product|stock-alert)/index\\.ts$`,
      },
    },
    {
      name: 'api-module-cycle',
      comment: 'Modules call each other in one direction; a cycle through faces breaks start-up order.',
      severity: 'error',
      from: { path: `${MODULES}/` },
      to: { circular: true, path: `${MODULES}/` },
    },
    {
      name: 'web-lib-below-features',
      comment:
        "lib/ and components/ (the kit and the frame's feature-free parts) are below features/: they " +
        'take callbacks instead of importing one; the frame that composes features is features/shell.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-cycle',
      comment:
        'Web features lean on each other in one direction (features/README.md): a feature that needs ' +
        "another's data takes it as props or callbacks from the page that composes both.",
      scope: 'folder',
      severity: 'error',
      from: { path: '^apps/web/src/features/[^/]+' },
      to: { circular: true, path: '^apps/web/src/features/[^/]+' },
    },
    {
      name: 'web-api-transport-is-private',
      comment: 'Features call the API through the clients of lib/api, never the transport itself.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/lib/api/' },
      to: { path: '^apps/web/src/lib/api/transport\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-first-load-without-zod',
      comment:
        "The storefront's frame and its first-load islands take the contract's values from " +
        '@farm/contract/plain/*: one value from the package index brings zod and every schema into ' +
        "the page's first load (~31 kB gzip). A form's checks load on first use (*-submit.ts, " +
        'decision 0041) or lazily (next/dynamic); types are free.',
      severity: 'error',
      from: {
        path: '^apps/web/src/(components|lib|features/(shell|cart|catalogue|product-actions|notify|reviews|wishlist|session|contact|content|blog|settings|auth|profile))/',
        pathNot: [
          '-submit\\.ts$',
          '\\.test\\.tsx?$',
          '^apps/web/src/features/auth/(sign-up|otp|set-password|forgot-password)-form\\.tsx$',
          'use-code-sender\\.ts$',
          'review-form\\.tsx$',
          'verify-number-panel\\.tsx$',
          '(profile-details-form|change-number-steps|close-account-steps)\\.tsx$',
        ],
      },
      to: { path: '^packages/contract/src/index\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-reads-words-as-catalogues',
      comment:
        'The web reads packages/words through its JSON catalogues only: the TypeScript there is what ' +
        "the API prints (papers, statements, every SMS text) and has no place in a page's bundle.",
      severity: 'error',
      from: { path: '^apps/web/src/' },
      to: { path: '^packages/words/.+\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.next/', '/dist/', 'bench/results'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
