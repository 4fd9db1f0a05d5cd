/**
 * The web app manifests (one per language, `manifests/<locale>.webmanifest`, which the BFF serves at
 * /manifest.webmanifest in the visitor's KADO_LANG) and their icons, every one rendered at build time
 * from one drawing: public/favicon.svg, the Kado gift of the logo (served as it is for the tab). The
 * icons get hashed names under assets/, so the BFF serves them as immutable.
 */
import { readdirSync, readFileSync } from 'node:fs';

import { Resvg } from '@resvg/resvg-js';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

export const MANIFESTS_DIR = 'manifests';
/** @kado/shared's PRODUCT_NAME: Vite's config loader runs this file in Node, which cannot load that TS. */
const PRODUCT_NAME = 'Kado';
const LOCALES_DIR = new URL('../src/locales/', import.meta.url);
/** One folder per locale code (LOCALES of @kado/shared), each with its base.json. */
const localeCodes = () =>
  readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The page backgrounds of packages/ui tokens (--color-bg), light and dark. */
export const LIGHT_BACKGROUND = '#ffffff';
export const DARK_BACKGROUND = '#171210';
/** The tile behind the gift in the drawing: a maskable icon's full-bleed background. */
const TILE = '#fff0e6';

const SOURCE = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');

/**
 * The drawing edge to edge on its tile, the gift shrunk to `scale`: a maskable icon's gift must stay
 * inside the safe circle (40 % of the size around the centre) whatever shape the launcher cuts.
 */
function fullBleed(scale: number) {
  const inner = SOURCE.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const offset = (32 * (1 - scale)) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${TILE}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`
  );
}

const png = (svg: string, size: number) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

interface IconSpec {
  readonly name: string;
  readonly size: number;
  readonly svg: string;
  readonly purpose?: 'maskable';
}

/** The sizes browsers ask for: Android and desktop 192/512, maskable 512, iOS 180, the tab 32. */
const ICONS: readonly IconSpec[] = [
  { name: 'icon-192.png', size: 192, svg: SOURCE },
  { name: 'icon-512.png', size: 512, svg: SOURCE },
  // 0.7: the gift's corners stay within the safe circle (its drawing fills ~80 % of the tile).
  { name: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.7), purpose: 'maskable' },
  { name: 'icon-shortcut-96.png', size: 96, svg: SOURCE },
  // iOS fills transparency with black and rounds the corners itself: an opaque full tile.
  { name: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.8) },
  { name: 'favicon-32.png', size: 32, svg: SOURCE },
];

interface LocaleTexts {
  pages: { myGift: { title: string } };
  pwa: { manifest: { description: string; chargeShortcut: string } };
}

const texts = (locale: string) =>
  JSON.parse(readFileSync(new URL(`${locale}/base.json`, LOCALES_DIR), 'utf8')) as LocaleTexts;

/** The manifest in `locale`'s words; the BFF adds its `lang` (the locale's BCP 47 tag) as it serves it. */
export function webManifest(locale: string, icon: (name: string) => string) {
  const { pages, pwa } = texts(locale);
  const iconEntry = ({ name, size, purpose }: IconSpec) => ({
    src: icon(name),
    sizes: `${size}x${size}`,
    type: 'image/png',
    ...(purpose && { purpose }),
  });
  const shortcutIcons = [iconEntry(ICONS.find((spec) => spec.size === 96) as IconSpec)];
  return {
    // One identity across languages and versions: reinstalling never makes a second app.
    id: '/',
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: pwa.manifest.description,
    dir: 'ltr',
    start_url: '/top',
    scope: '/',
    display: 'standalone',
    // The manifest has one colour each; the dark ones are index.html's media theme-color.
    theme_color: LIGHT_BACKGROUND,
    background_color: LIGHT_BACKGROUND,
    icons: ICONS.filter((spec) => spec.size >= 192 && spec.name.startsWith('icon-')).map(iconEntry),
    shortcuts: [
      { name: pages.myGift.title, url: '/my-gift', icons: shortcutIcons },
      { name: pwa.manifest.chargeShortcut, url: '/charge-history', icons: shortcutIcons },
    ],
  };
}

/** The emitted icon whose original name is `name`, as a root-relative URL. */
function iconUrl(bundle: IndexHtmlTransformContext['bundle'], name: string) {
  const asset = Object.values(bundle ?? {}).find(
    (output) => output.type === 'asset' && output.names.includes(name),
  );
  if (!asset) throw new Error(`PWA icon ${name} was not emitted`);
  return `/${asset.fileName}`;
}

export function pwaManifests(): Plugin {
  return {
    name: 'kado:pwa-manifests',
    apply: 'build',
    buildStart() {
      for (const spec of ICONS) {
        this.emitFile({ type: 'asset', name: spec.name, source: png(spec.svg, spec.size) });
      }
    },
    // The tab and home-screen icons of iOS come from the page, not the manifest.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'icon',
              href: iconUrl(context.bundle, 'favicon-32.png'),
              type: 'image/png',
              sizes: '32x32',
            },
            injectTo: 'head',
          },
          {
            tag: 'link',
            attrs: {
              rel: 'apple-touch-icon',
              href: iconUrl(context.bundle, 'apple-touch-icon.png'),
            },
            injectTo: 'head',
          },
        ];
      },
    },
    generateBundle(_options, bundle) {
      for (const locale of localeCodes()) {
        this.emitFile({
          type: 'asset',
          fileName: `${MANIFESTS_DIR}/${locale}.webmanifest`,
          source: JSON.stringify(webManifest(locale, (name) => iconUrl(bundle, name))),
        });
      }
    },
  };
}
