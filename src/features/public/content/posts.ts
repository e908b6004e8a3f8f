export interface BlogPost {
  readonly date: string;
  readonly category: string;
  readonly title: string;
  readonly summary: string;
}

/** Newest first. No article pages exist yet, so the listing shows date, topic and summary only. */
export const blogPosts: readonly BlogPost[] = [
  {
    date: '2026-11-12',
    category: 'Caregiving',
    title: 'Preparing for a first neurology appointment: a checklist for families',
    summary:
      'What to write down beforehand, which records to bring, how to describe changes you have noticed, and the questions parents most often wish they had asked.',
  },
  {
    date: '2026-10-28',
    category: 'Mentorship',
    title: 'What a concierge mentor is, and what they are not',
    summary:
      'Mentors share hard-won experience and help you plan the next step. We explain how they differ from clinicians and case managers, and how to prepare for a first session.',
  },
  {
    date: '2026-10-09',
    category: 'Guides',
    title: 'Ten questions to ask when choosing a therapy provider',
    summary:
      'Waiting lists, approaches, session length, how progress is measured, how the family is involved: a practical list to take to your first call with a clinic.',
  },
  {
    date: '2026-09-23',
    category: 'Beta notes',
    title: 'Group chats, PIN protection and what we changed after your feedback',
    summary:
      'A round-up of the summer’s changes: group conversations for families and care teams, a six-digit PIN for profiles and messages, and a simpler booking flow.',
  },
  {
    date: '2026-09-02',
    category: 'Work and caregiving',
    title: 'Caring while working: starting the conversation with your manager',
    summary:
      'How much to share, what flexibility to ask for, and how to plan for appointments and difficult weeks, from caregivers who have had the conversation.',
  },
];

export interface Webinar {
  readonly date: string;
  readonly status: 'upcoming' | 'past';
  readonly title: string;
  readonly audience: string;
  readonly duration: string;
  readonly summary: string;
}

export const webinars: readonly Webinar[] = [
  {
    date: '2026-12-10',
    status: 'upcoming',
    title: 'Getting started with NeuroHealth Care: a guided tour for families',
    audience: 'Families and caregivers',
    duration: '45 minutes',
    summary:
      'A walk through the dashboard, booking a mentor, inviting family members and setting your PIN, with time for your questions.',
  },
  {
    date: '2027-01-14',
    status: 'upcoming',
    title: 'Getting the most from a mentorship session',
    audience: 'Families and caregivers',
    duration: '45 minutes',
    summary:
      'Two concierge mentors talk about how to prepare, what to expect in the first session and how to use shared notes afterwards.',
  },
  {
    date: '2027-02-11',
    status: 'upcoming',
    title: 'Supporting working caregivers: what employers can do',
    audience: 'Employers and HR teams',
    duration: '60 minutes',
    summary:
      'Practical policies and benefits that help employees who care for someone with a neurological condition, and how a NeuroHealth Care pilot works.',
  },
  {
    date: '2026-11-05',
    status: 'past',
    title: 'Screening tools explained: what they can and cannot tell you',
    audience: 'Families and care providers',
    duration: '45 minutes',
    summary:
      'How structured questionnaires help you notice and describe changes, why they are not a diagnosis, and how to bring the results to a clinician.',
  },
  {
    date: '2026-10-08',
    status: 'past',
    title: 'Running mentorship sessions on NeuroHealth Care',
    audience: 'Care providers and mentors',
    duration: '60 minutes',
    summary: 'Setting availability, handling bookings and reschedules, writing shared notes and reading reviews.',
  },
];
