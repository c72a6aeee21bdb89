// The import rules of ARCHITECTURE.md ("One process, three layers"), checked by `npm run lint` and
// by tests/scripts/lint.test.ts. Packages resolve through the node_modules symlink of a worktree to
// another checkout's node_modules, so they are recognised by 'node_modules' anywhere in the path.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other (types included): move what both need into a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-other-layer',
      severity: 'error',
      comment: 'src/shared is used by both sides and imports nothing of the client, the server or the machines.',
      from: { path: '^src/shared/' },
      to: { path: '^(src/client|src/server|machines)/' },
    },
    {
      name: 'machines-import-only-shared',
      severity: 'error',
      comment: 'A machine holds a workflow and runs in tests without a browser: it imports only src/shared and packages.',
      from: { path: '^machines/' },
      to: { pathNot: ['^machines/', '^src/shared/', 'node_modules'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'server-imports-no-client-or-machines',
      severity: 'error',
      comment: 'The server never imports the client; it does not use the workflows of machines/ either.',
      from: { path: '^src/server/' },
      to: { path: '^(src/client|machines)/' },
    },
    {
      name: 'client-imports-no-server',
      severity: 'error',
      comment: 'The client talks to the server over HTTP only; what both need lives in src/shared.',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'radix-only-in-ui',
      severity: 'error',
      comment:
        'Radix is imported only by the shared UI layer src/client/ui (dialog.tsx, menu.tsx, ...), so dialogs and menus ' +
        'behave and look alike in one place; a feature or the shell uses those wrappers, or adds one there.',
      from: { path: '^src/', pathNot: '^src/client/ui/' },
      to: { path: ['^@radix-ui/', 'node_modules/@radix-ui/'] },
    },
    {
      name: 'forms-import-no-feature',
      severity: 'error',
      comment:
        'src/client/forms holds the form pieces several features share (form host, step field, step loading, field ' +
        'error text); it imports no feature, so a feature uses these pieces without depending on another feature.',
      from: { path: '^src/client/forms/' },
      to: { path: '^src/client/features/' },
    },
    {
      name: 'feature-data-access-in-api-ts',
      severity: 'error',
      comment:
        "A feature's query keys, react-query hooks and the calls only it makes are in its one api.ts " +
        '(src/client/features/<feature>/api.ts; calls several features share are in src/client/api): no second ' +
        'name for them (*-queries, *-api, *-calls, *-data) inside a feature.',
      from: {},
      to: { path: '^src/client/features/.+-(queries|api|calls|data)[.]tsx?$' },
    },
    {
      name: 'services-not-http',
      severity: 'error',
      comment:
        'Services and jobs speak the domain: they throw DomainError (src/server/domain-errors.ts) and know nothing of HTTP; ' +
        'src/server/http/problem.ts maps those errors to problem+json. Allowed: hono/html (and its type module), ' +
        'used by services/mail only as an escaping HTML template tag for e-mails, not as HTTP.',
      from: { path: '^src/server/(services|jobs)/' },
      // Subpath imports such as hono/html stay unresolved here (named, not a file), the main entry resolves
      // into node_modules: both spellings are matched.
      to: {
        path: ['^src/server/http/', '(^|node_modules/)hono(/|$)'],
        pathNot: ['^hono/(html|utils/html)$', 'node_modules/hono/dist/(cjs/|esm/|types/)?(helper/html|utils/html)/'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports are dependencies too: a cycle of types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
