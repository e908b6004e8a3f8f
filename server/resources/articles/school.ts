import type { SeedArticle } from './types';

/** School support in the United States: evaluations, IEPs, 504 plans and working with the school. */
export const SCHOOL: SeedArticle[] = [
  {
    slug: 'iep-or-504-plan',
    title: 'IEP or 504 plan: what is the difference?',
    summary: 'Two ways a public school supports a student with a disability, under two different laws.',
    category: 'school',
    sections: [
      {
        heading: 'The IEP',
        body: 'An Individualized Education Program (IEP) comes from the Individuals with Disabilities Education Act (IDEA). It is for students in one of IDEA’s disability categories who need specially designed instruction, and it sets goals, services and how progress is measured.',
      },
      {
        heading: 'The 504 plan',
        body: 'A 504 plan comes from Section 504 of the Rehabilitation Act, a civil rights law. It is for students whose disability limits a major life activity such as learning, concentrating or breathing, and it gives accommodations such as extra time, breaks or seating, without specialised instruction.',
      },
      {
        heading: 'Which one to ask for',
        body: 'If your child needs teaching in a different way, ask for an evaluation for special education (an IEP). If your child can learn the general curriculum with changes to how they access it, a 504 plan may be enough. You can ask the school to consider both.',
      },
    ],
  },
  {
    slug: 'requesting-a-school-evaluation',
    title: 'Requesting a school evaluation',
    summary: 'How to ask a public school to evaluate your child for special education, and the timelines that follow.',
    category: 'school',
    sections: [
      {
        heading: 'Put it in writing',
        body: 'Write to the school principal or special education director asking for a full evaluation for special education, describing your concerns. Keep a dated copy.',
      },
      {
        heading: 'Consent and the timeline',
        body: 'The school must get your written consent before evaluating. Under IDEA the evaluation must be completed within 60 days of consent, unless your state sets its own timeline.',
      },
      {
        heading: 'If you disagree with the result',
        body: 'You may ask for an Independent Educational Evaluation (IEE) at public expense. The school must either pay for it or start a hearing to show its own evaluation was appropriate.',
      },
    ],
  },
  {
    slug: 'preparing-for-an-iep-meeting',
    title: 'Preparing for an IEP meeting',
    summary: 'What to bring, what to ask and how to leave with a plan you understand.',
    category: 'school',
    sections: [
      {
        heading: 'Before the meeting',
        body: 'Ask for the draft IEP and evaluation reports a few days ahead. Write down your child’s strengths, your main concerns and what you want them to be able to do by next year.',
      },
      {
        heading: 'In the meeting',
        body: 'You are an equal member of the IEP team. Ask how each goal will be measured, who provides each service, how often and where. You may bring someone with you, such as a friend, advocate or therapist.',
      },
      {
        heading: 'Afterwards',
        body: 'You do not have to sign on the day. Take the draft home, read it and ask questions. The IEP is reviewed at least once a year, and your child is re-evaluated at least every three years.',
      },
    ],
  },
  {
    slug: 'accommodations-that-help',
    title: 'Classroom accommodations that help',
    summary: 'Common accommodations in IEPs and 504 plans, and how to choose the ones that fit your child.',
    category: 'school',
    sections: [
      {
        heading: 'Time and breaks',
        body: 'Extra time on tests, assignments broken into parts, and movement or sensory breaks help many students with attention, processing or anxiety difficulties.',
      },
      {
        heading: 'Setting',
        body: 'Preferential seating, a quieter room for tests, and noise-reducing headphones can reduce distractions.',
      },
      {
        heading: 'Presentation and response',
        body: 'Instructions given in writing as well as aloud, visual schedules, text-to-speech, or answering orally instead of in writing let a student show what they know.',
      },
      {
        heading: 'Choose by need',
        body: 'Pick accommodations that answer a specific difficulty seen in the evaluation, and check after a few weeks whether they are being used and are working.',
      },
    ],
  },
  {
    slug: 'working-with-your-childs-school',
    title: 'Working with your child’s school',
    summary: 'Keeping a good relationship with teachers while making sure the plan is followed.',
    category: 'school',
    sections: [
      {
        heading: 'Share what works at home',
        body: 'A one-page profile of your child (strengths, interests, what upsets them, what calms them) helps every new teacher start well.',
      },
      {
        heading: 'Keep in touch',
        body: 'Agree how you will communicate: a notebook, e-mail or a short check-in. Short, regular contact prevents surprises.',
      },
      {
        heading: 'When the plan is not followed',
        body: 'Raise it first with the teacher or case manager, in writing. If it continues, ask for an IEP or 504 meeting. Your state’s Parent Training and Information Center can advise you free of charge.',
      },
    ],
  },
  {
    slug: 'transition-to-adulthood',
    title: 'Planning the move to adulthood',
    summary: 'Transition planning in the IEP, and the decisions families face when a young person turns eighteen.',
    category: 'school',
    sections: [
      {
        heading: 'Transition plans',
        body: 'IDEA requires the IEP in effect when a student turns 16 to include goals for life after school (education, work and independent living) and the services to reach them. Many states start earlier.',
      },
      {
        heading: 'At eighteen',
        body: 'At the age of majority, rights under IDEA usually pass to the student. Families may consider supported decision-making, powers of attorney or, where needed, guardianship; get advice early.',
      },
      {
        heading: 'Adult services',
        body: 'Contact your state’s vocational rehabilitation agency and developmental disability services before leaving school: waiting lists for adult services can be long.',
      },
    ],
  },
];
