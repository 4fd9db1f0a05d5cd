/**
 * The greeting on a card, in the locale's own script, as large as the calm area of the card lets it
 * be: on one line when it fits, else broken between words (Intl.Segmenter finds Thai and Chinese
 * words, which have no spaces) onto two or three lines.
 *
 * HarfBuzz shapes it with the card's fonts and the card carries the glyphs' outlines as paths:
 * resvg's own text shaping drops Devanagari vowel signs (कामना comes out as कमना), and paths draw
 * the same on every machine, with no font to find at render time.
 */
import { Resvg } from '@resvg/resvg-js';
import * as hb from 'harfbuzzjs';

import { fontFor, shapingFont } from './fonts';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface GreetingLayout {
  readonly lines: readonly string[];
  readonly fontSize: number;
  /** The SVG of the lines, placed in the area. */
  readonly svg: string;
  /** What the lines cover as drawn (resvg's bounding box). */
  readonly bbox: Box;
}

/** The largest and smallest font sizes of a greeting, in card pixels (1200 wide). */
export const MAX_FONT_SIZE = 104;
export const MIN_FONT_SIZE = 48;
const MAX_LINES = 3;
/** Taller lines for scripts with marks above and below (Thai, Devanagari, Vietnamese). */
const lineHeight = (locale: string) => (['th', 'in', 'vi'].includes(locale) ? 1.42 : 1.22);
/** A greeting broken in more lines must be this much larger to be worth it. */
const LINE_PENALTY = 0.12;
/** And this much more for each break inside a name or a compound. */
const INSIDE_PENALTY = 0.25;

/** HarfBuzz's language tags of the locale codes whose greetings need one to shape right. */
const LANGUAGES: Record<string, string> = {
  in: 'hi',
  th: 'th',
  kr: 'ko',
  hk: 'zh-HK',
  tw: 'zh-TW',
  vi: 'vi',
};

interface Glyph {
  /** The outline in font units, y up. */
  readonly path: string;
  /** Where it is drawn, in em from the line's start. */
  readonly x: number;
  readonly y: number;
  /** Font units to em. */
  readonly scale: number;
}

interface ShapedLine {
  readonly glyphs: readonly Glyph[];
  /** The advance of the whole line, in em. */
  readonly width: number;
}

/** `text` split where its font changes (a Thai greeting's "!" is Noto Sans's, not Noto Sans Thai's). */
function runs(text: string, locale: string) {
  const result: { text: string; font: NonNullable<ReturnType<typeof fontFor>> }[] = [];
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(text)) {
    const font = fontFor(segment, locale);
    if (!font) throw new Error(`No card font for "${segment}" in the ${locale} greeting "${text}"`);
    const last = result.at(-1);
    if (last?.font === font) result[result.length - 1] = { text: last.text + segment, font };
    else result.push({ text: segment, font });
  }
  return result;
}

const shapedLines = new Map<string, ShapedLine>();

export function shapeLine(line: string, locale: string): ShapedLine {
  const key = `${locale}\u0000${line}`;
  const cached = shapedLines.get(key);
  if (cached) return cached;
  const glyphs: Glyph[] = [];
  let pen = 0;
  for (const run of runs(line, locale)) {
    const { font, upem } = shapingFont(run.font);
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    if (LANGUAGES[locale]) buffer.setLanguage(LANGUAGES[locale]);
    hb.shape(font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    infos.forEach((info, index) => {
      const position = positions[index];
      if (!position) return;
      const path = font.glyphToPath(info.codepoint);
      if (path) {
        glyphs.push({
          path,
          x: pen + position.xOffset / upem,
          y: position.yOffset / upem,
          scale: 1 / upem,
        });
      }
      pen += position.xAdvance / upem;
    });
  }
  const shaped = { glyphs, width: pen };
  shapedLines.set(key, shaped);
  return shaped;
}

/** The line's glyphs as paths, its start at (x, baseline), `fontSize` pixels to the em. */
function linePaths(line: string, locale: string, x: number, baseline: number, fontSize: number) {
  return shapeLine(line, locale)
    .glyphs.map((glyph) => {
      const k = +(glyph.scale * fontSize).toFixed(5);
      const dx = (x + glyph.x * fontSize).toFixed(2);
      const dy = (baseline - glyph.y * fontSize).toFixed(2);
      return `<path transform="matrix(${k} 0 0 ${-k} ${dx} ${dy})" d="${glyph.path}"/>`;
    })
    .join('');
}

/** Thai compounds the word segmenter splits that a reader would not see broken. */
const COMPOUNDS: Record<string, readonly string[]> = { th: ['เทศกาล'] };

/**
 * Where a line may break: after spaces if the greeting has any, else between words; `inside` when
 * that is inside `keep` (the occasion's name: "하리 라야", "Lunar New Year", "ฮารีรายอ") or a known
 * compound, which the layout avoids unless the text would get much smaller.
 */
export function breakPoints(
  text: string,
  locale: string,
  keep: readonly string[] = [],
): { at: number; inside: boolean }[] {
  const points: number[] = [];
  if (/\s/.test(text)) {
    for (const match of text.matchAll(/\s+/g)) points.push(match.index + match[0].length);
  } else {
    const segments = new Intl.Segmenter(locale, { granularity: 'word' }).segment(text);
    // A line never starts with punctuation (the "!" stays with its word).
    for (const segment of segments) {
      if (segment.index > 0 && segment.isWordLike) points.push(segment.index);
    }
  }
  const whole = [...keep, ...(COMPOUNDS[locale] ?? [])].flatMap((word) => {
    const start = word ? text.toLowerCase().indexOf(word.toLowerCase()) : -1;
    return start < 0 ? [] : [[start, start + word.length] as const];
  });
  return points.map((at) => ({ at, inside: whole.some(([start, end]) => at > start && at < end) }));
}

/** Every way of cutting `text` at up to MAX_LINES - 1 of its break points. */
function candidates(text: string, points: ReturnType<typeof breakPoints>) {
  const cut = (bounds: typeof points) => {
    const edges = [0, ...bounds.map((point) => point.at), text.length];
    return {
      lines: edges.slice(1).map((end, index) => text.slice(edges[index], end).trim()),
      inside: bounds.filter((point) => point.inside).length,
    };
  };
  const result = [cut([])];
  points.forEach((first, index) => {
    result.push(cut([first]));
    if (MAX_LINES < 3) return;
    for (const second of points.slice(index + 1)) result.push(cut([first, second]));
  });
  return result.filter(({ lines }) => lines.every((line) => line.length > 0));
}

/** resvg's bounding box of what `body` draws. */
function inkBox(body: string): Box | null {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="2000">${body}</svg>`;
  const box = new Resvg(svg, { font: { loadSystemFonts: false } }).getBBox();
  return box && box.width > 0 ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
}

/** The greeting laid out in `area`, left-aligned and centred vertically, in `colour`. */
export function layoutGreeting(
  text: string,
  locale: string,
  area: Box,
  colour: string,
  keep: readonly string[] = [],
): GreetingLayout {
  const leading = lineHeight(locale);
  let best: { lines: string[]; fontSize: number; score: number; widest: number } | null = null;
  for (const { lines, inside } of candidates(text.trim(), breakPoints(text.trim(), locale, keep))) {
    const widest = Math.max(...lines.map((line) => shapeLine(line, locale).width));
    const fontSize = Math.floor(
      Math.min(MAX_FONT_SIZE, area.width / widest, area.height / (lines.length * leading)),
    );
    const score = fontSize * (1 - LINE_PENALTY * (lines.length - 1) - INSIDE_PENALTY * inside);
    // Equal sizes: the more even lines ("Giáng sinh / vui vẻ!", not "Giáng / sinh vui vẻ!").
    if (!best || score > best.score || (score === best.score && widest < best.widest)) {
      best = { lines, fontSize, score, widest };
    }
  }
  if (!best || best.fontSize < MIN_FONT_SIZE) {
    throw new Error(`The greeting "${text}" (${locale}) does not fit its card`);
  }
  const { lines, fontSize } = best;
  const step = fontSize * leading;
  const body = (firstBaseline: number) =>
    lines
      .map((line, index) => linePaths(line, locale, area.x, firstBaseline + index * step, fontSize))
      .join('');
  // Drawn once to see where the ink falls, then moved so that it is centred in the area.
  const trial = inkBox(body(area.y + fontSize));
  if (!trial) throw new Error(`The greeting "${text}" (${locale}) draws nothing`);
  const shift = area.y + (area.height - trial.height) / 2 - trial.y;
  return {
    lines,
    fontSize,
    svg: `<g fill="${colour}">${body(area.y + fontSize + shift)}</g>`,
    bbox: { ...trial, y: trial.y + shift },
  };
}
