import type { SeedArticle } from './types';

/** Screening and diagnosis: what screening is, the common tools, and what comes after. */
export const SCREENING: SeedArticle[] = [
  {
    slug: 'screening-is-not-a-diagnosis',
    title: 'Screening is not a diagnosis',
    summary: 'A screening questionnaire says whether a closer look is worth it. It cannot say what a person has.',
    category: 'screening',
    sections: [
      {
        heading: 'What a screener does',
        body: 'A screener is a short set of questions with a score. A score above the cut-off means a professional should look more closely; a score below it means no sign was found by these questions today.',
      },
      {
        heading: 'What it cannot do',
        body: 'A screener cannot diagnose. Some people with a condition score below the cut-off, and many people above it turn out not to have one. Only a full evaluation by a qualified professional gives a diagnosis.',
      },
      {
        heading: 'Trust what you see',
        body: 'If you are worried, talk to a doctor even when a screener came back fine. Your observations over months count for more than one questionnaire.',
      },
    ],
  },
  {
    slug: 'developmental-screening-schedule',
    title: 'When children are screened for development',
    summary: 'The ages at which the American Academy of Pediatrics recommends developmental and autism screening at check-ups.',
    category: 'screening',
    sections: [
      {
        heading: 'Developmental screening',
        body: 'The American Academy of Pediatrics recommends a standardised developmental screening at the 9-, 18- and 30-month well-child visits, and whenever a parent or doctor has a concern.',
      },
      {
        heading: 'Autism screening',
        body: 'The Academy also recommends autism-specific screening at the 18- and 24-month visits, often with the M-CHAT-R/F questionnaire that parents fill in.',
      },
      {
        heading: 'Between visits',
        body: 'Tracking milestones yourself helps. The CDC’s free milestone checklists, also in the CDC’s Milestone Tracker app, list what most children do by each age and are a good way to start a conversation with the doctor.',
      },
    ],
  },
  {
    slug: 'milestone-checklists',
    title: 'Using milestone checklists',
    summary: 'How to use the CDC’s “Learn the Signs. Act Early.” checklists, and what a “not yet” means.',
    category: 'screening',
    sections: [
      {
        heading: 'What the checklists are',
        body: 'The CDC checklists list skills that most children (75% or more) show by a given age, from 2 months to 5 years: social and emotional, language, thinking and movement milestones.',
      },
      {
        heading: 'Reading a “not yet”',
        body: 'A milestone marked “not yet” is a reason to talk with the child’s doctor, not a diagnosis. The doctor can screen formally and refer for an evaluation if needed.',
      },
      {
        heading: 'Act early',
        body: 'Do not wait to see whether a child catches up. Early intervention works best when it starts early, and an evaluation is free through your state’s early intervention programme for children under three.',
      },
    ],
  },
  {
    slug: 'what-happens-in-an-autism-evaluation',
    title: 'What happens in an autism evaluation',
    summary: 'Who does the evaluation, what it involves and how to prepare your child and yourself.',
    category: 'screening',
    sections: [
      {
        heading: 'Who evaluates',
        body: 'A developmental-behavioural paediatrician, child psychologist, child neurologist or child psychiatrist, often with a speech-language pathologist, usually makes the diagnosis. Some clinics use a team.',
      },
      {
        heading: 'What it involves',
        body: 'Expect a long interview about your child’s development and daily life, questionnaires for you and sometimes teachers, and structured play or conversation with your child, for example the ADOS-2. Hearing and other medical checks may be suggested.',
      },
      {
        heading: 'Preparing',
        body: 'Bring earlier reports, school notes and short videos of what worries you. Tell your child, in simple words, that they will play and talk with someone new. Bring snacks and something comforting.',
      },
      {
        heading: 'Afterwards',
        body: 'Ask for the written report and what it recommends. The report is what schools, therapists and insurers will ask for.',
      },
    ],
  },
  {
    slug: 'adhd-evaluation-basics',
    title: 'ADHD evaluation: the basics',
    summary:
      'How attention-deficit/hyperactivity disorder is assessed in children, and why reports from more than one place matter.',
    category: 'screening',
    sections: [
      {
        heading: 'Who can evaluate',
        body: 'A paediatrician, psychologist or psychiatrist can evaluate ADHD. The American Academy of Pediatrics guideline covers children from age 4.',
      },
      {
        heading: 'More than one setting',
        body: 'Symptoms must show in more than one setting, such as home and school, so rating scales from parents and teachers, for example the Vanderbilt scales, are part of the evaluation.',
      },
      {
        heading: 'Ruling other things out',
        body: 'Sleep problems, hearing or vision difficulties, learning disorders, anxiety and stress can look like ADHD. A good evaluation looks at them too.',
      },
    ],
  },
  {
    slug: 'checking-in-on-your-own-mood',
    title: 'Checking in on your own mood',
    summary: 'The PHQ-9 and GAD-7 are short questionnaires caregivers can use to notice depression and anxiety in themselves.',
    category: 'screening',
    sections: [
      {
        heading: 'Why caregivers check',
        body: 'Caregivers report higher rates of depression and anxiety than people of the same age who are not caring. Noticing early makes it easier to get help.',
      },
      {
        heading: 'The two questionnaires',
        body: 'The PHQ-9 asks about nine signs of depression over the last two weeks; the GAD-7 asks about seven signs of anxiety. Both are free to use and take a few minutes. You can take them in Screening Tools.',
      },
      {
        heading: 'If thoughts of self-harm come up',
        body: 'If you have thoughts that you would be better off dead or of hurting yourself, call or text 988, the Suicide & Crisis Lifeline, at any time. In an emergency call 911.',
      },
    ],
  },
];
