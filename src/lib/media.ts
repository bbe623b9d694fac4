/** The site's own media files (public/media), named once for the screens that show them and the warm-up that saves them. */
export const MEDIA = {
  coursesHeroVideo: '/media/courses-hero.webm',
} as const;
