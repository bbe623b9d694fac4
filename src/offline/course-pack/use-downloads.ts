/** The downloads for React: the store's state, read once the part that shows it is on screen. */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { downloadsStore, type Activity, type DownloadsState } from './downloads-store';
import type { KeptCourse } from './kept-courses';
import { startDownloads } from './downloads';

export function useDownloads<T>(pick: (state: DownloadsState) => T): T {
  useEffect(() => void startDownloads(), []);
  return useStore(downloadsStore, pick);
}

export const useKeptCourse = (courseId: string): KeptCourse | undefined =>
  useDownloads((s) => s.courses.find((c) => c.courseId === courseId));

export const useActivity = (courseId: string): Activity | undefined => useDownloads((s) => s.activity[courseId]);
