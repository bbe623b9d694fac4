/**
 * Professional illustrated portraits of the demo people (mentors, webinar speakers, testimonial authors),
 * drawn with DiceBear's "Notionists" style (@dicebear/notionists: Zoish's Notionists, CC0 1.0; DiceBear's code
 * MIT; see the README's "Pictures and their licences"). The style's parts are chosen per person from the
 * professional ones only (a calm smile, clear glasses, a collar, blazer or tie; never sunglasses, gestures or
 * costume pieces), the rest by the seed (the person's name), so each portrait is distinct and the same at
 * every run. The background is one of the academy's light tints. No initials, no silhouette.
 */
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { hash } from './demo-art';

/** The hair the seed picks from, by how the person presents (DiceBear's variant numbers). */
const HAIR = {
  woman: [2, 4, 8, 10, 23, 28, 36, 39, 41, 43, 47, 48, 57, 58],
  man: [1, 5, 6, 12, 13, 15, 16, 21, 22, 24, 25, 27, 34, 35, 38, 44, 49, 54, 55, 56],
} as const;
/** Office clothes: a blazer, a collar, a tie, a plain top. */
const BODY = [5, 7, 9, 10, 11, 13, 14, 16, 19, 20, 21, 25];
/** A calm, closed smile. */
const LIPS = [3, 20, 22, 23, 30];
const GLASSES = [3, 8, 11];
const BEARD = [1, 2, 3, 7, 10];
/** Light tints of the palette (src/ui/tokens.css): indigo, pink, amber, violet. */
const TINTS = ['e0e7ff', 'fce7f3', 'fef3c7', 'ede9fe', 'c7d2fe'];

export type Look = 'woman' | 'man';

const variant = (n: number) => `variant${String(n).padStart(2, '0')}`;
const pick = <T>(list: readonly T[], seed: string): T => list[hash(seed) % list.length]!;

/** One person's portrait as an SVG document (square, 256 px). */
export function portrait(name: string, look: Look): string {
  return createAvatar(notionists, {
    seed: name,
    size: 256,
    backgroundColor: [pick(TINTS, `${name}/tint`)],
    hair: [variant(pick(HAIR[look], `${name}/hair`)) as never],
    body: [variant(pick(BODY, `${name}/body`)) as never],
    lips: [variant(pick(LIPS, `${name}/lips`)) as never],
    glasses: GLASSES.map(variant) as never[],
    glassesProbability: 25,
    beard: BEARD.map(variant) as never[],
    beardProbability: look === 'man' ? 35 : 0,
    gestureProbability: 0,
    bodyIconProbability: 0,
  }).toString();
}
