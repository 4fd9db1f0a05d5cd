import type { ComponentPropsWithRef } from 'react';

import { cx } from '../class-names';
import { useUi } from '../ui-provider/ui-provider';
import './image.css';

export type ImageProps = Omit<
  ComponentPropsWithRef<'img'>,
  'loading' | 'fetchPriority' | 'width' | 'height'
> & {
  src: string;
  /** Empty for a decorative picture whose subject is named in text beside it. */
  alt: string;
  /** The frame kept while loading and whatever the file's size, e.g. "16 / 10", "1". */
  ratio?: string;
  /** The intrinsic size hint the browser reserves space with. */
  width?: number;
  height?: number;
  /**
   * The page's main picture (its LCP): loaded eagerly with high fetch priority. Everything else is
   * lazy, so pictures below the fold cost nothing until scrolled to.
   */
  priority?: boolean;
  fit?: 'cover' | 'contain';
};

/** A relative path is served from the image CDN; absolute URLs and site paths stay as they are. */
export function resolveImageSrc(src: string, base: string | undefined): string {
  if (!base || /^(?:[a-z]+:|\/)/i.test(src)) return src;
  return `${base.replace(/\/+$/, '')}/${src.replace(/^\/+/, '')}`;
}

/** The frame image.css gives every picture unless `ratio` says otherwise. */
const DEFAULT_RATIO = '16 / 10';

/** A picture in a fixed frame: no layout shift while it loads, lazy unless it is the LCP. */
export function Image({
  src,
  alt,
  ratio = DEFAULT_RATIO,
  width = 640,
  height = 400,
  priority = false,
  fit = 'cover',
  className,
  style,
  ...img
}: ImageProps) {
  const { imageBaseUrl } = useUi();
  return (
    <img
      {...img}
      src={resolveImageSrc(src, imageBaseUrl)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      className={cx('kado-image', `kado-image--${fit}`, className)}
      // No style attribute for the default frame: in HTML rendered on the server (a painted page),
      // the page's CSP (style-src without 'unsafe-inline') would drop it.
      style={ratio === DEFAULT_RATIO && !style ? undefined : { aspectRatio: ratio, ...style }}
    />
  );
}
