// ESLint for the whole repository: typescript-eslint, the React hooks rules, and ARCHITECTURE.md's rules of
// dependency as import boundaries (eslint-plugin-boundaries). Every boundary policy below quotes the rule of
// ARCHITECTURE.md it encodes: the two must keep saying the same thing. scripts/lint/boundaries.test.ts plants a
// violation of each rule, and an allowed import of each kind, to prove that they bite and only where meant to.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The site's shared layers: they sit under the features and know nothing of them. */
const SHARED = ['ui', 'lib', 'content', 'i18n'];
const SITE = ['app', 'page', 'feature', ...SHARED];
const XR = ['xr-core', 'xr-react', 'xr-aframe'];
/** Pages that come in parts (src/pages/home-page-below.tsx ...), see the last policy. */
const SPLIT_PAGES = ['home'];

/**
 * Where each file belongs; a file under none of these (scripts, bench, tests/e2e) is not bound by the policies.
 * An element is a folder: all of src/pages is one, so a page importing another is an import inside it, which is
 * why the rule also checks imports inside an element (checkInternals) and allows them but for pages.
 */
const elements = [
  { type: 'xr-core', pattern: 'xr/core', partialMatch: false },
  { type: 'xr-react', pattern: 'xr/react', partialMatch: false },
  { type: 'xr-aframe', pattern: 'xr/aframe', partialMatch: false },
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'page', pattern: 'src/pages', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', partialMatch: false, capture: ['feature'] },
  ...SHARED.map((layer) => ({ type: layer, pattern: `src/${layer}`, partialMatch: false })),
  // The rest of src/ is the shell's entry points (main.tsx, entry-server.tsx): part of app/.
  { type: 'app', pattern: 'src', partialMatch: false },
];

const from = (type) => ({ element: { type } });
const to = (type, extra = {}) => ({ element: { type, ...extra } });
const feature = (name) => ({ element: { type: 'feature', captured: { feature: name } } });
/** Refuses imports from `fromTypes` that match `disallow`, saying which rule of ARCHITECTURE.md and why. */
const refuse = (fromTypes, disallow, rule, why) => ({ from: from(fromTypes), disallow, message: `${rule} (ARCHITECTURE.md): ${why}` });

/**
 * Evaluated in order; the last policy that matches a dependency decides. So: what each layer may import, then
 * what ARCHITECTURE.md forbids (each with its message), then the few exceptions, each with its reason.
 * Anything no policy allows is refused with the rule-level message.
 */
const policies = [
  // Packages (npm and node:) are free for all but xr/core, below.
  { from: from('*'), allow: { to: { module: { origin: ['external', 'core'] } } } },
  // "pages/ import features/, ui/, content/" (and lib/, i18n/, as every layer above them may).
  { from: from('page'), allow: { to: to(['feature', ...SHARED]) } },
  // "app/ shell: providers, router (lazy routes), layout" sits on everything of the site.
  { from: from('app'), allow: { to: to(['app', 'page', 'feature', ...SHARED]) } },
  // "A feature imports ui/, lib/, content/, i18n/".
  { from: from('feature'), allow: { to: to(SHARED) } },
  // The shared layers may use each other (a ui widget reads lib's storage, lib reads i18n's languages).
  { from: from(SHARED), allow: { to: to(SHARED) } },
  // "react/ ... aframe/ ... both sit on core/".
  { from: from(['xr-react', 'xr-aframe']), allow: { to: to('xr-core') } },

  // "xr/ never imports from src/."
  refuse(XR, { to: to(SITE) }, 'xr/ never imports from src/', 'labels and data come in as props or options'),
  // "xr/core never imports React, three's React bindings or A-Frame."
  refuse(
    'xr-core',
    { to: { module: { source: ['react', 'react-dom', '@react-three/*', 'aframe'] } } },
    "xr/core never imports React, three's React bindings or A-Frame",
    'it is framework-free',
  ),
  // "core/ framework-free TypeScript", "react/ and aframe/ both sit on core/": never the other way round.
  refuse('xr-core', { to: to(['xr-react', 'xr-aframe']) }, 'xr/core never imports xr/react or xr/aframe', 'the bindings sit on the core'),
  // "xr/react and xr/aframe only draw [the core] and forward input": two bindings, neither built on the other.
  refuse('xr-react', { to: to('xr-aframe') }, 'xr/react never imports xr/aframe', 'both bindings sit on xr/core alone'),
  refuse('xr-aframe', { to: to('xr-react') }, 'xr/aframe never imports xr/react', 'both bindings sit on xr/core alone'),
  // "ui/, lib/, content/, i18n/" are shared: below features/ (and so below pages/ and app/).
  refuse(
    SHARED,
    { to: to(['feature', 'page', 'app']) },
    'ui/, lib/, content/ and i18n/ are shared and never import features/, pages/ or app/',
    'what they need moves down to them',
  ),
  // "features/player imports xr/react only": no shared layer, page or the shell reaches into the engine.
  refuse([...SHARED, 'page', 'app'], { to: to(XR) }, 'pages, app/ and the shared layers never import xr/', 'only features/player imports xr/react'),
  // Features sit below pages and the shell.
  refuse('feature', { to: to(['page', 'app']) }, 'features never import pages/ or app/', 'pages compose features, not the other way round'),
  // "Features do not reach into each other's files; if two features need the same thing, it moves to ui/ or lib/."
  refuse(
    'feature',
    { to: to('feature') },
    "a feature never imports another feature's files",
    'move what both need to ui/ or lib/; the programme data only through @/features/concerts',
  ),
  // "A feature imports ... for the player feature only, xr/react."
  refuse('feature', { to: to(XR) }, 'features do not import xr/', 'only features/player imports xr/react'),
  refuse('page', { to: to('app') }, 'pages never import app/', 'the shell imports pages, not the other way round'),

  // Exceptions, each for a reason ARCHITECTURE.md gives.
  // Within one element (a feature's own files, xr/core's modules) anything goes; pages are the exception, last.
  { from: from('*'), allow: { dependency: { relationship: { from: 'internal' } } } },
  // "features/player imports xr/react only."
  { from: feature('player'), allow: { to: to('xr-react') } },
  // "Group sessions: the sync algorithm is framework-free in xr/core ...; the Supabase Realtime channel that carries
  // it and the facilitator/join pages are a site feature (features/sessions)": that feature drives xr/core/sync
  // through its index, and describes the headset's player by shape, naming the types of the gaze keypad and of the
  // mood check's panel (types only).
  { from: feature('sessions'), allow: { to: to('xr-core', { fileInternalPath: 'sync/index.ts' }) } },
  { from: feature('sessions'), allow: { to: to('xr-core', { fileInternalPath: 'gaze/gaze-ui.ts' }), dependency: { kind: 'type' } } },
  { from: feature('sessions'), allow: { to: to('xr-core', { fileInternalPath: 'gaze/mood-panel.ts' }), dependency: { kind: 'type' } } },
  // "A room takes part in a concert's night through the live room's public entry": the facilitator's tablet and the
  // headsets are the sending side of the stage's protocol (its topics, batches and limits have one owner).
  { from: feature('sessions'), allow: { to: to('feature', { captured: { feature: 'live-room' }, fileInternalPath: 'index.ts' }) } },
  // "One reader per format: m3u8, WebVTT, MP4 boxes each have one module, shared by the engine, the site and
  // scripts/": the framework-free m3u8 reader, through its index (the stream probe, the kiosk's offline copy).
  { from: from('feature'), allow: { to: to('xr-core', { fileInternalPath: 'hls/m3u8/index.ts' }) } },
  // "aframe/ A-Frame components registered for /aframe-demo": the demo's feature mounts them.
  { from: feature('aframe-demo'), allow: { to: to('xr-aframe') } },
  // "Concert data: one feature module owns reading and writing concerts and artists; home, agenda, concert page,
  // structured data and the headset chooser read through it": any feature may import it, through its index only.
  { from: from('feature'), allow: { to: to('feature', { captured: { feature: 'concerts' }, fileInternalPath: 'index.ts' }) } },
  // "Facilities and their staff, reservations and holds are one feature ... a feature that needs another's data
  // gets it through the owner's public entry": the reserve section and the group sessions act for the person's
  // current facility, read through its index only.
  { from: from('feature'), allow: { to: to('feature', { captured: { feature: 'facility' }, fileInternalPath: 'index.ts' }) } },
  // "features that play concerts import an engine binding" and follow the same player settings (comfort, the
  // caption choice, the headset's words): those live beside them in features/player-settings, not in lib/ ("lib/
  // keeps no player-only modules"), and the two players read them through its index only.
  ...['player', 'aframe-demo'].map((name) => ({
    from: feature(name),
    allow: { to: to('feature', { captured: { feature: 'player-settings' }, fileInternalPath: 'index.ts' }) },
  })),
  // Its writes are a second entry point, for the admin feature only: re-exported from the index they would reach
  // every reader's download (the player route's budget), and only admins write.
  { from: feature('admin'), allow: { to: to('feature', { captured: { feature: 'concerts' }, fileInternalPath: 'editing/index.ts' }) } },
  // "pages/ ... never another page." (All of src/pages is one element: a page's import of another is internal.)
  refuse('page', { dependency: { relationship: { from: 'internal' } } }, 'pages never import another page', 'share through a feature'),
  // A page may come in parts that load later: `<name>-page-<part>.tsx` is a part of `<name>-page.tsx` (the home
  // page's sections below its first screens), not a route of its own, and only its own page loads it.
  ...SPLIT_PAGES.map((page) => ({
    from: { element: { type: 'page', fileInternalPath: `${page}-page{,-*}.tsx` } },
    allow: { to: to('page', { fileInternalPath: `${page}-page-*.tsx` }) },
  })),
];

export default tseslint.config(
  {
    // Build output, reports, installed and served-as-is files, the Supabase CLI's working folders.
    ignores: [
      'dist/**',
      'dist-*/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'coverage/**',
      'public/**',
      'supabase/.temp/**',
      'supabase/.branches/**',
    ],
  },
  js.configs.recommended,
  // The recommended set without type information, on purpose: the type-aware rules build a TypeScript program
  // of the whole repository on every run (tens of seconds and about a gigabyte on our 2-core machines, shared
  // with the other steps of `npm test`), and `tsc --noEmit` already runs as a step of its own.
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // As tsc's noUnusedParameters: a leading `_` marks a name kept on purpose (a parameter for its position).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // React code only: Playwright's fixtures and the scripts have functions named `use…` that are not hooks.
    files: ['src/**/*.{ts,tsx}', 'xr/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // These two only. Every other rule of eslint-plugin-react-hooks 7 runs the React Compiler over each file:
    // measured here, one of them tripled the time of the hooks rules (about +10 s), the ten the code already
    // passes cost about +35 s; and refs, set-state-in-effect, immutability, static-components and globals do
    // not pass yet (about 30 places). Worth a separate change, with its own time budget.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'xr/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      // `@/` and `@xr/` are tsconfig.json's paths: the resolver turns them into files for the policies.
      'import/resolver': { typescript: { project: './tsconfig.json', alwaysTryTypes: true } },
      'boundaries/elements': elements,
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // External packages too: that is how xr/core's framework-free rule is checked.
          checkAllOrigins: true,
          checkInternals: true,
          message: 'no rule of ARCHITECTURE.md allows this import ({{ from.element.type }} → {{ to.element.type }})',
          policies,
        },
      ],
    },
  },
  {
    // The session and the live-data cache are set up once, in app/account-providers.tsx (ARCHITECTURE.md):
    // a page or feature wrapping itself in them again would split the cache and subscribe to the session twice.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@tanstack/react-query', importNames: ['QueryClientProvider'], message: 'the query provider is set up once, in app/account-providers.tsx' },
            { name: '@/lib/auth/auth-provider', message: 'the auth provider is set up once, in app/account-providers.tsx' },
          ],
        },
      ],
    },
  },
  {
    // three.js leaves the player's bundle only where nothing holds it whole: a namespace import (or R3F's
    // <Canvas>, which registers the namespace for JSX) keeps all of it, about 33 KB gzip on the player route
    // (bench/player-report.mjs). Name the classes; xr/react/scene-canvas.tsx is the player's canvas.
    files: ['src/**/*.{ts,tsx}', 'xr/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^three(\\u002F|$)/][importKind!='type'] > ImportNamespaceSpecifier",
          message: 'import the three.js classes by name: a namespace keeps all of three.js in the bundle',
        },
        {
          selector: "ImportExpression[source.value=/^three(\\u002F|$)/], ExportAllDeclaration[source.value=/^three(\\u002F|$)/][exportKind!='type']",
          message: 'import the three.js classes by name: a dynamic import or a re-export of the whole module keeps all of three.js in the bundle',
        },
        {
          selector: "ImportDeclaration[source.value='@react-three/fiber'] > ImportSpecifier[imported.name='Canvas']",
          message: "R3F's <Canvas> registers all of three.js: use xr/react/scene-canvas.tsx",
        },
      ],
    },
  },
);
