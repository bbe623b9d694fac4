/** The site's own media files (public/media), named once for the screens that show them and the warm-up that saves them. */
export const MEDIA = {
  coursesHeroPoster: '/media/courses-hero-poster.jpg',
  coursesHeroVideo: '/media/courses-hero.webm',
} as const;
