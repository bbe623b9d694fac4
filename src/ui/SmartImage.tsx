import { useState, type ImgHTMLAttributes } from 'react';
import { NO_IMAGE } from './images';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  fallback?: string;
  alt: string;
};

/** An <img> that swaps to its fallback once when the picture is missing or fails to load. */
export function SmartImage({ src, fallback = NO_IMAGE, alt, loading = 'lazy', decoding = 'async', ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !src || failed === src ? fallback : src;
  return <img src={shown} alt={alt} loading={loading} decoding={decoding} onError={() => src && setFailed(src)} {...rest} />;
}
