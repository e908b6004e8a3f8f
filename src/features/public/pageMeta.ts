/**
 * Each public page's title and description (SPEC §2's 14 public pages): the route's head sets
 * them in the app and the build writes them, with the social tags, into the page's prerendered
 * HTML (scripts/prerender.tsx), so a link preview or a search engine reads them without script.
 */
export interface PublicPageMeta {
  readonly title: string;
  readonly description: string;
}

import { blogPosts, type BlogSlug } from './content/posts';

const SITE_PAGE_META = {
  '/': {
    title: 'NeuroHealth Care · Care coordination for neurohealth',
    description:
      'NeuroHealth Care brings families, caregivers, care providers and coordinators together around one plan for neurological care.',
  },
  '/about': {
    title: 'About · NeuroHealth Care',
    description: 'Why we are building NeuroHealth Care, what we believe, and what being in beta means for you.',
  },
  '/contact': {
    title: 'Contact · NeuroHealth Care',
    description: 'Write to the NeuroHealth Care team with a question, feedback or a partnership idea.',
  },
  '/blog': {
    title: 'Blog · NeuroHealth Care',
    description: 'Notes from the NeuroHealth Care team on caregiving, neurological care and what we are building.',
  },
  '/webinar': {
    title: 'Webinars · NeuroHealth Care',
    description: 'Live sessions with caregivers, mentors and providers, and the topics we have covered so far.',
  },
  '/faq': {
    title: 'FAQ · NeuroHealth Care',
    description: 'Answers to the questions families, caregivers and providers ask most about NeuroHealth Care.',
  },
  '/privacy-policy': {
    title: 'Privacy Policy · NeuroHealth Care',
    description: 'What NeuroHealth Care collects, why, who sees it and the choices you have.',
  },
  '/legal': {
    title: 'Terms · NeuroHealth Care',
    description: 'The terms of use of NeuroHealth Care during its beta.',
  },
  '/community-guidelines': {
    title: 'Community Guidelines · NeuroHealth Care',
    description: 'How we keep the NeuroHealth Care community kind, safe and useful for everyone in it.',
  },
  '/caregivers': {
    title: 'For caregivers · NeuroHealth Care',
    description: 'One place for appointments, notes, questions and the people who help the person you care for.',
  },
  '/careproviders': {
    title: 'For care providers · NeuroHealth Care',
    description: 'Reach families, run mentorship sessions and keep shared notes with NeuroHealth Care.',
  },
  '/employers': {
    title: 'For employers · NeuroHealth Care',
    description: 'Support the employees who care for someone with a neurological condition.',
  },
  '/health-plans': {
    title: 'For health plans · NeuroHealth Care',
    description: 'Help members with neurological conditions and their families coordinate care between visits.',
  },
  '/resource-hub': {
    title: 'Resource hub · NeuroHealth Care',
    description: 'Practical guides for families and caregivers of people with neurological conditions.',
  },
  '/feedback': {
    title: 'Beta feedback · NeuroHealth Care',
    description: 'Tell the NeuroHealth Care team what works, what does not and what is missing in the beta.',
  },
} as const satisfies Record<string, PublicPageMeta>;

/** A blog article's address (issue #63.13): a prerendered page of its own. */
export type BlogPath = `/blog/${BlogSlug}`;
export const blogPath = (slug: BlogSlug): BlogPath => `/blog/${slug}`;

/** SPEC §2's public pages, the feedback form and each blog article (its title and summary from content/posts.ts). */
export const PUBLIC_PAGES: Record<keyof typeof SITE_PAGE_META | BlogPath, PublicPageMeta> = {
  ...SITE_PAGE_META,
  ...(Object.fromEntries(
    blogPosts.map((post) => [blogPath(post.slug), { title: `${post.title} · NeuroHealth Care`, description: post.summary }]),
  ) as Record<BlogPath, PublicPageMeta>),
};

export type PublicPagePath = keyof typeof PUBLIC_PAGES;

/** A route's `head`: the page's title, description and the social (Open Graph, Twitter) tags. */
export function publicHead(path: PublicPagePath) {
  const { title, description } = PUBLIC_PAGES[path];
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'NeuroHealth Care' },
      { name: 'twitter:card', content: 'summary' },
    ],
  };
}
