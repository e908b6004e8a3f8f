import type { SeedArticle } from './types';

/** The caregiver's own wellbeing: stress, sleep, respite, work and support. */
export const WELLBEING: SeedArticle[] = [
  {
    slug: 'recognising-caregiver-burnout',
    title: 'Recognising caregiver burnout',
    summary: 'Burnout creeps up slowly. These are the signs, and the first steps back.',
    category: 'wellbeing',
    sections: [
      {
        heading: 'The signs',
        body: 'Exhaustion that sleep does not fix, feeling detached or resentful, getting ill more often, losing patience quickly and withdrawing from friends are common signs of burnout.',
      },
      {
        heading: 'First steps',
        body: 'Tell someone: your doctor, a friend or a support group. Drop one task this week that does not have to be done. Ask for one concrete piece of help.',
      },
      {
        heading: 'When to get help now',
        body: 'If you feel hopeless or think about harming yourself, call or text 988, the Suicide & Crisis Lifeline, any time of day. If anyone is in immediate danger, call 911.',
      },
    ],
  },
  {
    slug: 'finding-respite-care',
    title: 'Finding respite care',
    summary: 'Short breaks from caring, planned or in an emergency, and who can pay for them.',
    category: 'wellbeing',
    sections: [
      {
        heading: 'What respite is',
        body: 'Respite is care given by someone else so the usual caregiver can rest: a few hours at home, a day programme, or an overnight stay.',
      },
      {
        heading: 'Where to look',
        body: 'The ARCH National Respite Network keeps a respite locator by state. Local disability organisations, faith communities and Medicaid waiver programmes also offer respite.',
      },
      {
        heading: 'Making it work',
        body: 'Write a short care sheet (routines, medicines, what calms the person, emergency contacts) and start with a short first break so everyone gets used to it.',
      },
    ],
  },
  {
    slug: 'sleep-when-you-are-caring',
    title: 'Sleep when you are caring',
    summary: 'Practical ways to protect your sleep when nights are interrupted.',
    category: 'wellbeing',
    sections: [
      {
        heading: 'Share the nights',
        body: 'If two adults care, take turns being on duty for night waking, so each gets some unbroken sleep.',
      },
      {
        heading: 'Help the child sleep',
        body: 'Sleep problems are common in children with developmental conditions and are treatable. Ask the child’s doctor: a consistent routine, a sleep diary and sometimes a referral to a sleep specialist help.',
      },
      {
        heading: 'Your own habits',
        body: 'A regular wake time, daylight in the morning, less caffeine after midday and a short wind-down without screens all help. Tell your doctor if poor sleep lasts for weeks.',
      },
    ],
  },
  {
    slug: 'family-and-medical-leave',
    title: 'Time off work to care',
    summary: 'The Family and Medical Leave Act, and other ways to balance work and caring.',
    category: 'wellbeing',
    sections: [
      {
        heading: 'FMLA',
        body: 'The Family and Medical Leave Act gives eligible employees up to 12 weeks of unpaid, job-protected leave a year to care for a child, spouse or parent with a serious health condition. Leave can be taken in blocks or a few hours at a time for appointments.',
      },
      {
        heading: 'Who is eligible',
        body: 'You generally qualify if your employer has 50 or more employees within 75 miles, you have worked there 12 months and at least 1,250 hours in the last year.',
      },
      {
        heading: 'Paid leave and flexibility',
        body: 'Several states have paid family leave programmes. Ask your employer about flexible hours, remote work and caregiver benefits; many have them without advertising them.',
      },
    ],
  },
  {
    slug: 'supporting-siblings',
    title: 'Supporting brothers and sisters',
    summary: 'Siblings of a child with extra needs have their own questions and feelings. Small things help.',
    category: 'wellbeing',
    sections: [
      {
        heading: 'Explain in their words',
        body: 'Explain the diagnosis honestly and simply for their age, and come back to it as they grow. Let them ask anything.',
      },
      {
        heading: 'Time of their own',
        body: 'Regular one-to-one time, even fifteen minutes, tells a sibling they matter too.',
      },
      {
        heading: 'Mixed feelings are normal',
        body: 'Pride, worry, jealousy and embarrassment can all be there at once. Sibling support groups, such as Sibshops, let children meet others in the same situation.',
      },
    ],
  },
];
