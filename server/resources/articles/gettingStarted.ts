import type { SeedArticle } from './types';

/*
 * The five guides the public /resource-hub page shows (src/features/public/pages/ResourceHubPage.tsx),
 * moved here as articles, and what a family needs in its first weeks. General information, never
 * medical advice.
 */
export const GETTING_STARTED: SeedArticle[] = [
  {
    slug: 'understanding-a-diagnosis',
    title: 'Understanding a diagnosis',
    summary:
      'A new diagnosis arrives with words you have never heard and a lot of advice at once. Give yourself time: you do not need to understand everything in the first week.',
    category: 'getting-started',
    sections: [
      {
        heading: 'Get the exact words',
        body: 'Ask the clinician to write down the exact name of the diagnosis, and any type or stage, so you search for the right thing. Two conditions with similar names can mean very different things.',
      },
      {
        heading: 'Ask what it means now and next',
        body: 'Ask what the diagnosis means for daily life now, what may change over time, and what the next step is: a test, a referral or a follow-up date.',
      },
      {
        heading: 'Choose your sources',
        body: 'Prefer information from the treating team, national health services and established patient organisations. Be wary of anything that promises a cure or asks for payment up front.',
      },
      {
        heading: 'Keep a list of questions',
        body: 'Keep a running list of questions as they come to you, and bring it to the next appointment. Questions often arrive at night or in the car; a note on your phone catches them.',
      },
      {
        heading: 'Talk to someone who has been there',
        body: 'Another family a few years ahead of you often knows which questions matter. A community group or a concierge mentor can help you find them.',
      },
    ],
  },
  {
    slug: 'preparing-for-appointments',
    title: 'Preparing for appointments',
    summary:
      'Appointments are short and often months apart. A little preparation means you leave with answers rather than remembering your question in the car park.',
    category: 'getting-started',
    sections: [
      {
        heading: 'Write down what you noticed',
        body: 'Note what changed since the last visit, when it started and how often it happens. Short notes or a video on your phone help describe episodes the clinician will not see in the room.',
      },
      {
        heading: 'Your three most important questions',
        body: 'Choose the three questions that matter most and ask them first, before the time runs out.',
      },
      {
        heading: 'What to bring',
        body: 'Bring the current list of medicines with doses, recent letters and results, and the names of the other professionals involved.',
      },
      {
        heading: 'Ask for plain words',
        body: 'Ask for anything you do not understand to be explained again, in plain words. It is fine to ask the clinician to slow down or to write it down.',
      },
      {
        heading: 'Before you leave',
        body: 'Check what happens next, who will contact whom, and how to reach the team if things change before the next visit.',
      },
    ],
  },
  {
    slug: 'organising-medications-and-records',
    title: 'Organising medications and records',
    summary:
      'Families often become the only people who hold the whole picture. One tidy, up-to-date record saves time at every appointment and in an emergency.',
    category: 'getting-started',
    sections: [
      {
        heading: 'One medicines list',
        body: 'Keep one list: name, dose, time of day, who prescribed it and why. Update it the same day anything changes, and note allergies and past reactions.',
      },
      {
        heading: 'Who gives each dose',
        body: 'Use a weekly pill organiser or phone reminders, and agree who gives each dose when more than one person helps.',
      },
      {
        heading: 'A folder of records',
        body: 'Keep a folder, paper or digital, with diagnosis letters, test results, therapy reports, school plans and insurance documents, newest first.',
      },
      {
        heading: 'A one-page summary',
        body: 'Keep a one-page summary (diagnosis, medicines, allergies, key contacts) in your bag or phone for emergencies and new professionals.',
      },
      {
        heading: 'Ask a pharmacist',
        body: 'Ask a pharmacist to review the full list if several people prescribe, and never stop or change a medicine without speaking to the prescriber.',
      },
    ],
  },
  {
    slug: 'caring-for-the-carer',
    title: 'Caring for the carer',
    summary:
      'Caring is a long journey, not a sprint. Looking after your own health is part of looking after the person you care for.',
    category: 'wellbeing',
    sections: [
      {
        heading: 'Notice the warning signs',
        body: 'Poor sleep, irritability, losing interest in things you enjoyed, or feeling that you cannot cope are signs of strain. Tell your own doctor.',
      },
      {
        heading: 'Share the load',
        body: 'Make a list of concrete tasks (a school run, a prescription pick-up, an hour of company) so that when people offer help, you can say yes.',
      },
      {
        heading: 'Plan breaks before you need them',
        body: 'Plan short breaks ahead, and ask your local services or patient organisation about respite care.',
      },
      {
        heading: 'Find people who understand',
        body: 'A carers group, a mentor or a community of families facing the same questions can make the load lighter.',
      },
      {
        heading: 'Caring while working',
        body: 'If you work, consider talking to your manager about flexible arrangements; many employers have policies for working carers.',
      },
    ],
  },
  {
    slug: 'navigating-insurance-and-benefits',
    title: 'Navigating insurance and benefits',
    summary:
      'Cover, benefits and funding rules differ between plans, states and employers, and the forms are rarely simple. A few habits make the process easier.',
    category: 'insurance',
    sections: [
      {
        heading: 'Know what your plan covers',
        body: 'Find out exactly what your plan or public programme covers: therapies, equipment, medicines, and whether a referral or prior approval is needed first.',
      },
      {
        heading: 'Ask for help with forms',
        body: 'Ask the clinic for a social worker, care coordinator or benefits adviser. Helping families with forms is often part of their role.',
      },
      {
        heading: 'Keep a paper trail',
        body: 'Keep copies of every form, letter and receipt, and write down the date, the name of the person you spoke to and what was agreed on every call.',
      },
      {
        heading: 'Describe the hard days',
        body: 'Describe needs on bad days, not only good ones, and attach letters from the professionals who know the person.',
      },
      {
        heading: 'If you are refused',
        body: 'Ask for the reason in writing and how to appeal, and note the deadline.',
      },
    ],
  },
  {
    slug: 'your-first-month-after-a-diagnosis',
    title: 'Your first month after a diagnosis',
    summary: 'A short plan for the first weeks: what to do now, what can wait, and who can help you through it.',
    category: 'getting-started',
    sections: [
      {
        heading: 'What to do this week',
        body: 'Make sure you have the written report, the name of the clinician who made the diagnosis and the referrals they recommended. Call to book the referrals now: waiting lists for therapies are often long, and a place on the list costs nothing.',
      },
      {
        heading: 'What can wait',
        body: 'You do not need to read every book or try every therapy. Decisions about long-term plans can wait until you have met the professionals who will work with your family.',
      },
      {
        heading: 'Telling other people',
        body: 'You choose who to tell and when. Many families start with the school or childcare and close relatives, with a short explanation of what helps on a hard day.',
      },
      {
        heading: 'Who can help',
        body: 'A care coordinator or concierge mentor can help you order the next steps, find providers near you and keep track of what has been done.',
      },
    ],
  },
  {
    slug: 'building-your-care-team',
    title: 'Building your care team',
    summary: 'Who usually does what in a child’s care, and how to keep several professionals working from the same picture.',
    category: 'getting-started',
    sections: [
      {
        heading: 'The usual roles',
        body: 'A primary care doctor or paediatrician looks after general health and makes referrals. A developmental paediatrician, child neurologist or psychologist often makes or confirms a diagnosis. Speech-language pathologists, occupational therapists, physical therapists and behaviour analysts provide therapy. The school provides educational support.',
      },
      {
        heading: 'One person who sees the whole picture',
        body: 'Ask which professional will coordinate, often the primary care doctor. If nobody does, a care coordinator or the family keeps the shared list of goals, reports and contacts.',
      },
      {
        heading: 'Sharing information',
        body: 'Professionals usually need your written consent to share reports with each other. Signing a release of information for the team saves you carrying papers between them.',
      },
      {
        heading: 'When something is not working',
        body: 'It is reasonable to ask for a second opinion or a different provider. Say what is not working and what you hoped for; good professionals welcome the conversation.',
      },
    ],
  },
];
