/**
 * Words of the course pack (issue 40): downloading a course for offline use, the reader, the player and the
 * Downloads section of My learning. They load with those parts, never with the first page.
 */
import { COURSE_DETAIL } from './detail-pages';

export const PACK = {
  panel: {
    title: COURSE_DETAIL.packTitle,
    lead: 'Download the notes, their PDFs and the lessons to read and watch without a connection.',
    download: 'Download for offline',
    sizing: 'Checking the size…',
    sizeOffline: "You're offline: the size and the download come once you're back online.",
    /** Offline before the first answer: whether this student may download the course is not known yet. */
    offlineUnknown: "You're offline: what you can download from this course shows once you're back online.",
    sizeFailed: 'Could not check the size. Check your connection and try again.',
    confirmTitle: 'Download for offline',
    confirm: (items: number, size: string) => `${items} ${items === 1 ? 'item' : 'items'}, ${size}. Start the download?`,
    nothingNew: 'Everything is already on this device.',
    start: 'Download',
    notNow: 'Not now',
    wifiOnly: 'Only on Wi-Fi',
    autoUpdate: 'Download updates by themselves (on Wi-Fi where this device can tell)',
    downloading: (done: string, total: string) => `Downloading… ${done} of ${total}`,
    waitingNetwork: (done: string, total: string) => `Waiting for a connection… ${done} of ${total}. It goes on by itself.`,
    waitingWifi: 'Waiting for Wi-Fi. It starts by itself on Wi-Fi.',
    progressLabel: (title: string) => `Download of ${title}`,
    cancel: 'Cancel download',
    cancelled: 'Download cancelled. What had finished stays on this device.',
    kept: (size: string) => `Downloaded for offline · ${size}`,
    partly: (kept: number, all: number, size: string) => `${kept} of ${all} items downloaded · ${size}`,
    rest: 'Download the rest',
    updated: (n: number) => `${n} ${n === 1 ? 'item was' : 'items were'} updated by the academy: download again to get the new version.`,
    downloadAgain: 'Download again',
    remove: 'Remove from this device',
    removed: (title: string) => `${title} was removed from this device.`,
    refused: 'The academy no longer gives you some of these files. What was downloaded before stays until the next sync.',
    sample: 'Enroll in this course to download its notes, PDFs and lessons for offline. The first note is a free sample.',
  },
  item: {
    download: (size: string) => `Download (${size})`,
    downloadLabel: (title: string, size: string) => `Download ${title} for offline (${size})`,
    kept: 'On this device',
    keptLabel: (title: string) => `${title} is on this device`,
    waiting: 'Waiting',
    updated: 'Updated — download again',
    updatedLabel: (title: string) => `${title} was updated: download again`,
    locked: 'For enrolled students',
    sample: 'Free sample',
  },
  noRoom: (needed: string, free: string | null) =>
    free === null
      ? `Not enough space on this device for this download (${needed}). Remove downloads you no longer need in My learning, or free up space on the device, and try again.`
      : `Not enough space on this device: this download needs ${needed} and ${free} is free for it. Remove downloads you no longer need in My learning, or free up space on the device, and try again.`,
  largest: (title: string, size: string) => `${title} takes ${size}.`,
  reader: {
    metaTitle: 'Note',
    loading: 'Opening the note…',
    back: (course: string) => `Back to ${course}`,
    backToCourse: 'Back to the course',
    pdfTitle: 'Attached PDF',
    pdfLoading: 'Opening the PDF…',
    pdfFailed: 'This PDF could not be opened here.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    previous: 'Previous page',
    next: 'Next page',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    pageLabel: (n: number) => `Page ${n} of the PDF`,
    fromDevice: 'Reading the copy on this device.',
    notSaved: 'This note is not on this device. Download it from the course page to read it offline.',
    locked: 'This note is for students enrolled in the course.',
    lockedSignedOut: 'This note is for students enrolled in the course. Log in with the number you enrolled with to read it.',
    login: 'Login',
    enrol: 'See the course',
    notFound: 'This note is not part of the course any more.',
    failed: 'This note could not be opened. Check your connection and try again.',
    retry: 'Try again',
  },
  player: {
    metaTitle: 'Lesson',
    loading: 'Opening the lesson…',
    fromDevice: 'Playing the copy on this device.',
    streaming: 'Playing online. Download it from the course page to watch offline.',
    elsewhere: 'This lesson is on another site and needs a connection.',
    watchElsewhere: 'Watch it there',
    locked: 'This lesson is for students enrolled in the course.',
    notSaved: 'This lesson is not on this device. Download it from the course page to watch it offline.',
    notFound: 'This lesson is not part of the course any more.',
    failed: 'This lesson could not be played. Check your connection and try again.',
    videoLabel: (title: string) => `Video: ${title}`,
  },
  downloads: {
    title: 'Downloads',
    lead: 'Courses you downloaded to learn without a connection.',
    empty: 'Nothing is downloaded on this device now.',
    usage: (used: string, quota: string) => `This site uses ${used} of the ${quota} your browser allows it on this device.`,
    usageUnknown: 'Your browser does not say how much space this site may use.',
    persisted: 'Kept safe: your browser will not clear downloads to free space.',
    notPersisted: 'Your browser may clear downloads when the device runs low on space.',
    courseSize: (size: string) => `${size} on this device`,
    items: 'What is on this device',
    remove: 'Remove',
    removeItem: (title: string) => `Remove ${title} from this device`,
    removeCourse: (title: string) => `Remove ${title} from this device`,
    removeAll: 'Remove the course',
    open: 'Open the course',
    checking: 'Checking for updates…',
  },
  kinds: { note: 'Note', lesson: 'Lesson', text: 'text', pdf: 'PDF', video: 'video' },
} as const;

/** What a download under way is doing, in a line (the course page and My learning say it alike). */
export function activityLine(state: 'downloading' | 'waiting-network' | 'waiting-wifi', doneBytes: number, totalBytes: number): string {
  if (state === 'waiting-wifi') return PACK.panel.waitingWifi;
  const done = formatBytes(doneBytes);
  const total = formatBytes(totalBytes);
  return state === 'downloading' ? PACK.panel.downloading(done, total) : PACK.panel.waitingNetwork(done, total);
}

/** 1.2 MB, 340 KB, 812 bytes: sizes as a person reads them (1 KB = 1,024 bytes, as browsers count). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1).replace(/\.0$/, '')} ${units[unit]}`;
}
