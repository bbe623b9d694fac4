/**
 * A course's lectures and notes are saved as the whole list the console sends; each keeps its id across
 * saves (decision 161), because a student's device knows a downloaded note or lesson by it: a note staff
 * edit must read "updated" on the device, not "removed" and "new". The list carries no ids, so a row
 * keeps the id of the saved row with the same title, or else of the saved row at the same place.
 */
export interface SavedChild {
  id: string;
  title: string;
  position: number;
}

/** For each incoming row (in order), the id of the saved row it continues, or null for a new one. */
export function continuedIds(saved: readonly SavedChild[], incoming: readonly { title: string }[]): (string | null)[] {
  const taken = new Set<string>();
  const take = (row: SavedChild | undefined) => {
    if (!row) return null;
    taken.add(row.id);
    return row.id;
  };
  const byTitle = incoming.map((row) => take(saved.find((s) => !taken.has(s.id) && s.title === row.title)));
  return byTitle.map((id, position) => id ?? take(saved.find((s) => !taken.has(s.id) && s.position === position)));
}

/** `rows` placed in order, each with the id it continues when it continues one. */
export function withContinuedIds<T extends { title: string }>(saved: readonly SavedChild[], courseId: string, rows: readonly T[]) {
  const ids = continuedIds(saved, rows);
  return rows.map((row, position) => ({ ...row, courseId, position, ...(ids[position] ? { id: ids[position] } : {}) }));
}
