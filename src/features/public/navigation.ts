import type { LinkProps } from '@tanstack/react-router';
import { feedbackUrl } from './feedbackLink';

/** Every internal destination of the public site, checked against the route tree. */
export type PublicPath = NonNullable<LinkProps['to']>;

/**
 * The beta banner's and the header's feedback link (SPEC §1): the product's own form (/feedback)
 * unless FEEDBACK_URL is set when the site is built (rsbuild.config.ts defines it, the prerender
 * reads the same variable), issue #63.13.
 */
export const FEEDBACK_FORM_URL = feedbackUrl(process.env.FEEDBACK_URL);

export interface NavItem {
  readonly label: string;
  readonly to: PublicPath;
  /** One line shown under the label in the desktop menu panels. */
  readonly description: string;
}

export interface NavMenu {
  readonly id: 'solutions' | 'resources';
  readonly label: string;
  readonly items: readonly NavItem[];
}

export type HeaderEntry =
  { readonly kind: 'link'; readonly label: string; readonly to: PublicPath } | { readonly kind: 'menu'; readonly menu: NavMenu };

export const solutionsMenu: NavMenu = {
  id: 'solutions',
  label: 'Our solutions',
  items: [
    {
      label: 'Caregivers',
      to: '/caregivers',
      description: 'One place for appointments, notes, questions and the people who help.',
    },
    {
      label: 'Care providers',
      to: '/careproviders',
      description: 'Reach families, run mentorship sessions and keep shared notes.',
    },
    {
      label: 'Employers',
      to: '/employers',
      description: 'Support employees who care for someone with a neurological condition.',
    },
    {
      label: 'Health plans',
      to: '/health-plans',
      description: 'Help members find providers, screening and guidance between visits.',
    },
  ],
};

export const resourcesMenu: NavMenu = {
  id: 'resources',
  label: 'Resources',
  items: [
    { label: 'Blog', to: '/blog', description: 'Practical articles from our team and clinical advisers.' },
    {
      label: 'Resource hub',
      to: '/resource-hub',
      description: 'Guides, checklists and explainers on neurological care.',
    },
    { label: 'Webinars', to: '/webinar', description: 'Live sessions with caregivers, mentors and providers.' },
    { label: 'FAQ', to: '/faq', description: 'Answers about the beta, privacy, sessions and accounts.' },
  ],
};

/** The header's entries, in order. The mobile menu shows the same list. */
export const headerNav: readonly HeaderEntry[] = [
  { kind: 'link', label: 'Home', to: '/' },
  { kind: 'menu', menu: solutionsMenu },
  { kind: 'link', label: 'About', to: '/about' },
  { kind: 'link', label: 'Contact', to: '/contact' },
  { kind: 'menu', menu: resourcesMenu },
];

export const legalLinks: readonly NavItem[] = [
  { label: 'Privacy Policy', to: '/privacy-policy', description: 'How we handle personal information.' },
  { label: 'Terms', to: '/legal', description: 'The terms of using NeuroHealth Care.' },
  {
    label: 'Community Guidelines',
    to: '/community-guidelines',
    description: 'How we look after each other in the community.',
  },
  { label: 'Contact', to: '/contact', description: 'Write to the team.' },
];

/** Where the signed-in "Go to App" link leads. */
export const APP_HOME: PublicPath = '/dashboard';
