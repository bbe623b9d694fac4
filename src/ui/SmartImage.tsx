import { createContext, useContext, useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode, type RefObject } from 'react';
import type { UploadKind } from '../contract/uploads';
import { useHydrated } from '../lib/client-values';
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

const AfterApp = createContext(false);

/**
 * The pictures inside are asked for once the app runs, not by the page the server sent: ones below a phone's first
 * screen, which a slow line would otherwise carry beside the app's code (Chromium reads a lazy picture ahead while it
 * is still well below the screen). On the phone profile the course page's trainer made it run ~0.2 s later (decision 219).
 * Without scripting, the picture's <noscript> twin shows instead.
 */
export function PicturesAfterApp({ children }: { children: ReactNode }) {
  return <AfterApp.Provider value>{children}</AfterApp.Provider>;
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
  const afterApp = useContext(AfterApp);
  const running = useHydrated();
  const Image = loading === 'eager' ? EagerImage : 'img';
  if (!afterApp)
    return <Image ref={ref} src={shown} alt={alt} loading={loading} decoding={decoding} onError={() => src && setFailed(src)} {...rest} />;
  return (
    <>
      <img
        ref={ref}
        src={running ? shown : undefined}
        alt={alt}
        loading={loading}
        decoding={decoding}
        onError={() => src && setFailed(src)}
        data-after-app=""
        {...rest}
      />
      <noscript>
        <img src={shown} alt={alt} loading={loading} decoding={decoding} {...rest} />
      </noscript>
    </>
  );
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
