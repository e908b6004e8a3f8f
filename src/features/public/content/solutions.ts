import type { Step } from '../components/Steps';
import type { FeatureKey } from './features';

export interface SolutionContent {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: readonly string[];
  readonly benefitsTitle: string;
  readonly benefitsLead: string;
  readonly benefits: readonly { readonly title: string; readonly body: string }[];
  readonly featuresLead: string;
  readonly featureKeys: readonly FeatureKey[];
  readonly steps?: { readonly title: string; readonly lead: string; readonly items: readonly Step[] };
  readonly cta: {
    readonly title: string;
    readonly body: string;
    readonly kind: 'signup' | 'contact';
    readonly signUpLabel?: string;
  };
}

export const caregiversContent: SolutionContent = {
  eyebrow: 'For families and caregivers',
  title: 'Less time chasing, more time caring',
  intro: [
    'Caring for someone with a neurological condition means appointments, therapies, forms, waiting lists and a dozen people to keep informed, often on top of a job and a family.',
    'NeuroHealth Care keeps the pieces in one place and puts you in touch with mentors who have been where you are.',
  ],
  benefitsTitle: 'What gets easier',
  benefitsLead: 'Built with parents, partners and adult children who coordinate care every day.',
  benefits: [
    {
      title: 'Finding the right help',
      body: 'Search the provider directory by service and location, read what others asked before you, and save the providers worth calling to your favorites.',
    },
    {
      title: 'Talking to someone who has been there',
      body: 'Book a session with a concierge mentor, an experienced caregiver or care professional, to plan your next steps. Keep your notes from each session, and share them if you want to.',
    },
    {
      title: 'Keeping everyone on the same page',
      body: 'Invite a partner, a grandparent or a support worker as a connection, talk in a group chat, and see booked sessions in one calendar.',
    },
    {
      title: 'Making sense of it all',
      body: 'Read plain-language guides in the resource hub, use screening tools to describe what you are seeing, and ask Nora to explain a term or draft questions before an appointment.',
    },
  ],
  featuresLead: 'Everything is available from your dashboard after you sign up.',
  featureKeys: ['concierge', 'directory', 'calendar', 'messaging', 'community', 'screening', 'nora', 'pin'],
  steps: {
    title: 'Your first week',
    lead: 'Most families start small. Here is a typical beginning.',
    items: [
      {
        title: 'Create your account',
        body: 'Sign up with your email address and set a six-digit PIN for your profile and messages.',
      },
      {
        title: 'Tell us what you need',
        body: 'Add the conditions and topics you care about so your dashboard and resources fit.',
      },
      {
        title: 'Book a mentor',
        body: 'Pick a concierge mentor and a time that suits you. The session appears in your calendar.',
      },
      {
        title: 'Bring your people in',
        body: 'Invite the family members and helpers who share the care, and start a group chat.',
      },
    ],
  },
  cta: {
    title: 'Join the beta',
    body: 'Create your account and book your first mentorship session. Your feedback during the beta shapes what we build next.',
    kind: 'signup',
  },
};

export const careProvidersContent: SolutionContent = {
  eyebrow: 'For care providers',
  title: 'Reach the families who need you, and stay in step between visits',
  intro: [
    'Therapists, clinicians, care coordinators and concierge mentors do some of their most important work between appointments: answering questions, pointing to the right resource, checking that a plan is working.',
    'NeuroHealth Care gives that work a home, with the family already there.',
  ],
  benefitsTitle: 'How it helps your practice',
  benefitsLead: 'Designed for individual practitioners and small teams alike.',
  benefits: [
    {
      title: 'Be found by the right families',
      body: 'A listing in the provider directory describes your services, approach and location, so families can find you when they search.',
    },
    {
      title: 'Run mentorship sessions',
      body: 'Publish your availability, accept bookings, and read the reviews families leave after a session. Sessions show up in your calendar.',
    },
    {
      title: 'Keep notes that travel with the family',
      body: 'Write personal notes for yourself or share notes with the family after a session, so everyone leaves with the same plan.',
    },
    {
      title: 'Answer questions once, for many',
      body: 'Reply in the community questions board and your answer helps every caregiver with the same worry, not just the one who asked.',
    },
  ],
  featuresLead: 'The tools providers use most during the beta.',
  featureKeys: ['concierge', 'directory', 'calendar', 'messaging', 'community', 'notifications'],
  cta: {
    title: 'Bring your practice to the beta',
    body: 'Create an account to set up your profile and availability, or write to us if you would like to onboard a whole team.',
    kind: 'signup',
    signUpLabel: 'Create your account',
  },
};

export const employersContent: SolutionContent = {
  eyebrow: 'For employers',
  title: 'Support the caregivers on your team',
  intro: [
    'Many of your people quietly care for a child, partner or parent with a neurological condition. The calls, forms and waiting lists land in the working day, and the worry comes to work with them.',
    'NeuroHealth Care gives working caregivers a mentor, a plan and a community, so they spend less time searching and more time on what matters.',
  ],
  benefitsTitle: 'What your employees get',
  benefitsLead: 'A practical benefit that meets people where they are, in the evening, on their phone.',
  benefits: [
    {
      title: 'A mentor on their side',
      body: 'One-to-one concierge sessions with experienced mentors who help them understand options and plan the next step.',
    },
    {
      title: 'Answers without the endless search',
      body: 'A provider directory, a resource hub of plain-language guides and an AI assistant, Nora, to help them find their way faster.',
    },
    {
      title: 'People who understand',
      body: 'Communities and a questions board where caregivers facing the same situation share what worked for them.',
    },
    {
      title: 'Their information stays theirs',
      body: 'Messages, notes and community posts belong to the employee. A six-digit PIN protects their profile and messages.',
    },
  ],
  featuresLead: 'Employees use the same product as every other family on NeuroHealth Care.',
  featureKeys: ['concierge', 'resources', 'directory', 'community', 'nora', 'pin'],
  steps: {
    title: 'How a beta pilot works',
    lead: 'During the beta we work with a small number of employers. Each pilot starts with a conversation.',
    items: [
      { title: 'Talk to us', body: 'Tell us about your workforce and the caregiving support you offer today.' },
      {
        title: 'Agree the scope',
        body: 'Together we decide who is invited, for how long, and how you will tell employees about it.',
      },
      {
        title: 'Invite employees',
        body: 'Employees sign up on their own with their personal email. Joining is always their choice.',
      },
      { title: 'Review together', body: 'At the end of the pilot we share what we learned and what we will change.' },
    ],
  },
  cta: {
    title: 'Explore a pilot for your organisation',
    body: 'Send us a message about your organisation and we will reply within two working days.',
    kind: 'contact',
  },
};

export const healthPlansContent: SolutionContent = {
  eyebrow: 'For health plans',
  title: 'Guidance for members between appointments',
  intro: [
    'Members living with neurological conditions, and the families who care for them, face long journeys: finding the right specialist, waiting for an assessment, understanding a new diagnosis, coordinating therapies.',
    'NeuroHealth Care supports them through those stretches with mentors, trusted information and a community, alongside the care your network provides.',
  ],
  benefitsTitle: 'What members get',
  benefitsLead: 'Support that complements clinical care, never replaces it.',
  benefits: [
    {
      title: 'Navigation to the right provider',
      body: 'A searchable provider directory and concierge mentors who help members understand which service fits their situation.',
    },
    {
      title: 'Structured screening tools',
      body: 'Questionnaires that help members notice and describe changes, so conversations with clinicians start from clearer information.',
    },
    {
      title: 'Peer and mentor support',
      body: 'Mentorship sessions, communities and a questions board that help members feel less alone during long waits.',
    },
    {
      title: 'Plain-language education',
      body: 'A resource hub of guides and explainers, and Nora, an AI assistant that helps members find and understand information.',
    },
  ],
  featuresLead: 'Members use the same product as every family on NeuroHealth Care.',
  featureKeys: ['directory', 'screening', 'concierge', 'community', 'resources', 'nora'],
  steps: {
    title: 'Working with us during the beta',
    lead: 'We are looking for a few health plans to learn with.',
    items: [
      {
        title: 'Start a conversation',
        body: 'Tell us about the members you want to support and the programmes you already run.',
      },
      { title: 'Design the pilot', body: 'Agree the member groups, the invitation and what success looks like for both sides.' },
      { title: 'Launch', body: 'Members sign up themselves. Their use of the product stays private to them.' },
      { title: 'Learn and adjust', body: 'Regular reviews of feedback, and changes to the product where members need them.' },
    ],
  },
  cta: {
    title: 'Talk to us about your members',
    body: 'Send us a message about your plan and we will reply within two working days.',
    kind: 'contact',
  },
};
