import type { ComponentType } from 'react';
import { blogPosts } from './content/posts';
import { blogPath, type BlogPath, type PublicPagePath } from './pageMeta';

/**
 * The public site's pages as their own documents (issue #38): each is prerendered and hydrated by
 * src/publicSite.tsx, which loads only the page on screen. /resource-hub is not here: it is one
 * address for a visitor and a signed-in person, so the app (src/main.tsx) hydrates it.
 */
export type SitePagePath = Exclude<PublicPagePath, '/resource-hub'>;

/** Each blog article's page, with its own text (issue #63.13). */
const BLOG_PAGES = Object.fromEntries(
  blogPosts.map((post) => [
    blogPath(post.slug),
    () => import('./pages/BlogArticlePage').then((m) => m.loadBlogArticle(post.slug)),
  ]),
) as Record<BlogPath, () => Promise<ComponentType>>;

export const SITE_PAGES: Record<SitePagePath, () => Promise<ComponentType>> = {
  ...BLOG_PAGES,
  '/feedback': () => import('./pages/FeedbackPage').then((m) => m.FeedbackPage),
  '/': () => import('./pages/HomePage').then((m) => m.HomePage),
  '/about': () => import('./pages/AboutPage').then((m) => m.AboutPage),
  '/contact': () => import('./pages/ContactPage').then((m) => m.ContactPage),
  '/blog': () => import('./pages/BlogPage').then((m) => m.BlogPage),
  '/webinar': () => import('./pages/WebinarPage').then((m) => m.WebinarPage),
  '/faq': () => import('./pages/FaqPage').then((m) => m.FaqPage),
  '/privacy-policy': () => import('./pages/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
  '/legal': () => import('./pages/TermsPage').then((m) => m.TermsPage),
  '/community-guidelines': () => import('./pages/CommunityGuidelinesPage').then((m) => m.CommunityGuidelinesPage),
  '/caregivers': () => import('./pages/CaregiversPage').then((m) => m.CaregiversPage),
  '/careproviders': () => import('./pages/CareProvidersPage').then((m) => m.CareProvidersPage),
  '/employers': () => import('./pages/EmployersPage').then((m) => m.EmployersPage),
  '/health-plans': () => import('./pages/HealthPlansPage').then((m) => m.HealthPlansPage),
};

export const isSitePage = (path: string): path is SitePagePath => Object.hasOwn(SITE_PAGES, path);
