import { useEffect, useRef, useState, type ImgHTMLAttributes, type RefObject } from 'react';
import type { UploadKind } from '../contract/uploads';
import { EagerImage } from './EagerImage';
import { NO_IMAGE, uploadSrc } from './images';

/**
 * Calls `onBroken` when the picture in `ref` had already failed before React was listening: a
 * server-rendered <img> can fail while the page is still hydrating, and that error event is gone.
 */
export function useEarlyImageFailure(ref: RefObject<HTMLImageElement | null>, src: string | null | undefined, onBroken: () => void) {
  useEffect(() => {
    const img = ref.current;
    if (src && img && img.complete && img.naturalWidth === 0 && img.naturalHeight === 0 && img.getAttribute('src') === src) onBroken();
    // onBroken is a fresh closure each render; only a new picture needs a new look.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, src]);
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  fallback?: string;
  alt: string;
};

/**
 * An <img> that swaps to its fallback once when the picture is missing or fails to load. Lazy unless told
 * `loading="eager"`: then the document's <head> asks for it (EagerImage).
 */
export function SmartImage({ src, fallback = NO_IMAGE, alt, loading = 'lazy', decoding = 'async', ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const shown = !src || failed === src ? fallback : src;
  useEarlyImageFailure(ref, src, () => src && setFailed(src));
  const Image = loading === 'eager' ? EagerImage : 'img';
  return <Image ref={ref} src={shown} alt={alt} loading={loading} decoding={decoding} onError={() => src && setFailed(src)} {...rest} />;
}

/** A picture the academy uploaded, named by its kind and file, with its stand-in when there is none or it fails. */
export function UploadImage({
  kind,
  file,
  fallback = NO_IMAGE,
  alt = '',
  ...rest
}: Omit<Props, 'src' | 'alt'> & { kind: UploadKind; file: string | null | undefined; alt?: string }) {
  return <SmartImage src={uploadSrc(kind, file) ?? fallback} fallback={fallback} alt={alt} {...rest} />;
}
