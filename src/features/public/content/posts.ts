export interface BlogPost {
  /** Its address: /blog/{slug}, a prerendered page of its own. */
  readonly slug: BlogSlug;
  readonly date: string;
  readonly category: string;
  readonly title: string;
  readonly summary: string;
}

/** Every article's address (src/features/public/content/blog/<slug>.ts holds its text). */
export const BLOG_SLUGS = [
  'first-neurology-appointment',
  'concierge-mentor',
  'choosing-a-therapy-provider',
  'beta-notes-group-chats-pin',
  'caring-while-working',
] as const;
export type BlogSlug = (typeof BLOG_SLUGS)[number];

/** Newest first: the listing's cards, each opening its article. */
export const blogPosts: readonly BlogPost[] = [
  {
    slug: 'first-neurology-appointment',
    date: '2026-11-12',
    category: 'Caregiving',
    title: 'Preparing for a first neurology appointment: a checklist for families',
    summary:
      'What to write down beforehand, which records to bring, how to describe changes you have noticed, and the questions parents most often wish they had asked.',
  },
  {
    slug: 'concierge-mentor',
    date: '2026-10-28',
    category: 'Mentorship',
    title: 'What a concierge mentor is, and what they are not',
    summary:
      'Mentors share hard-won experience and help you plan the next step. We explain how they differ from clinicians and case managers, and how to prepare for a first session.',
  },
  {
    slug: 'choosing-a-therapy-provider',
    date: '2026-10-09',
    category: 'Guides',
    title: 'Ten questions to ask when choosing a therapy provider',
    summary:
      'Waiting lists, approaches, session length, how progress is measured, how the family is involved: a practical list to take to your first call with a clinic.',
  },
  {
    slug: 'beta-notes-group-chats-pin',
    date: '2026-09-23',
    category: 'Beta notes',
    title: 'Group chats, PIN protection and what we changed after your feedback',
    summary:
      'A round-up of the summer’s changes: group conversations for families and care teams, a six-digit PIN for profiles and messages, and a simpler booking flow.',
  },
  {
    slug: 'caring-while-working',
    date: '2026-09-02',
    category: 'Work and caregiving',
    title: 'Caring while working: starting the conversation with your manager',
    summary:
      'How much to share, what flexibility to ask for, and how to plan for appointments and difficult weeks, from caregivers who have had the conversation.',
  },
];

/** The webinars are the server's schedule too (it registers people and writes their calendar entries). */
export { WEBINARS as webinars, type Webinar } from '../../../../contract/webinar-schedule';
