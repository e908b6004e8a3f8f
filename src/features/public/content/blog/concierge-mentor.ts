import type { ArticleBody } from './types';

export const article: ArticleBody = {
  byline: 'The NeuroHealth Care team, with three of our concierge mentors',
  intro: [
    'When a neurological diagnosis arrives, most families are surrounded by experts and still feel alone. Clinicians know the condition; what is often missing is someone who has lived the next two years of it and can tell you what they wish they had known.',
    'That is what a concierge mentor is for. Here is what mentors do on NeuroHealth Care, what they do not do, and how to get the most from a first session.',
  ],
  sections: [
    {
      heading: 'What a mentor is',
      paragraphs: [
        'Concierge mentors are parents, partners, adult children and care professionals who have been through a similar road and have been approved by our team to mentor. Many are caregivers themselves; some are care coordinators or therapists who mentor alongside their work.',
        'In a session, a mentor listens to where you are, shares what helped them and others, and helps you plan the next step: which questions to take to your next appointment, how to approach the school, where to look for respite, which forms to start now because they take months.',
      ],
    },
    {
      heading: 'What a mentor is not',
      paragraphs: [
        'A mentor is not your clinician. They will not diagnose, recommend a medication or a dose, or tell you to change a treatment. If a question needs a medical answer, a good mentor will help you put it into words for the person who can answer it.',
        'A mentor is not a case manager or an advocate who acts for you. They will not call your insurer or attend a school meeting on your behalf. What they can do is help you prepare for those calls and meetings so that you go in knowing what to ask for.',
        'And a mentor is not an emergency service. If someone is in danger, call 911 or your local emergency number.',
      ],
    },
    {
      heading: 'Choosing a mentor',
      paragraphs: [
        'In Concierge › Book a Session you can search mentors by the experience they have, the languages they speak and when they are available. Read their profiles and reviews: a mentor whose child has the same condition, or who cared for a parent in the same stage, often brings the most useful experience.',
      ],
    },
    {
      heading: 'Preparing for a first session',
      paragraphs: ['Sessions are short, so a little preparation goes a long way.'],
      list: [
        'Write two or three sentences about where things stand today: the diagnosis or the question, who is involved in care, and what feels hardest right now.',
        'Choose one or two things you want to leave the session with, such as a plan for the IEP meeting or a list of questions for the neurologist.',
        'Add a note to the session and share it with your mentor beforehand, so the time goes on your questions rather than on background.',
        'Find a quiet place for the call, with something to write on.',
      ],
      ordered: true,
    },
    {
      heading: 'After the session',
      paragraphs: [
        'Your mentor may share a note with you afterwards: the resources mentioned, the plan you agreed. It stays in Concierge › Notes, where you can add your own notes and bring it to the next session.',
        'If a session helped, a short review helps other families choose. If it did not, tell us: we read every piece of feedback, and mentoring works only when families trust it.',
      ],
    },
  ],
};
