/** The page shows this much of each note; the public course read carries no more (decision 160). */
export const NOTE_PREVIEW_CHARS = 300;

/** The first `max` characters, cut at a word and marked with an ellipsis when anything was left out. */
export function preview(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
