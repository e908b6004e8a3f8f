import type { ArticleBody } from './types';

export const article: ArticleBody = {
  byline: 'The NeuroHealth Care team, with caregivers who have had the conversation',
  intro: [
    'About one in five workers in the United States is also caring for a family member, and many of them never tell their manager. They use vacation days for appointments, take calls from the car park and hope nobody notices. It works, until the week it does not.',
    'Talking to your manager is a choice, not an obligation. If you decide to do it, these are the steps caregivers tell us made the conversation easier.',
  ],
  sections: [
    {
      heading: 'Decide what you want to share',
      paragraphs: [
        'You do not have to share a diagnosis, or any medical details. Most caregivers say something like: "My son has a neurological condition that means regular appointments and the occasional difficult week. I want to make sure my work is covered when that happens." That is enough.',
        'Think about who else needs to know. A trusted colleague who can cover for you may need more detail than your manager does.',
      ],
    },
    {
      heading: 'Know what you are asking for',
      paragraphs: [
        'Managers find a specific request much easier to say yes to than a general worry. Before the conversation, work out what would actually help.',
      ],
      list: [
        'Predictable time off: two afternoons a month for therapy, say, made up on other days.',
        'Flexibility on short notice for the days things go wrong, with a plan for how urgent work is covered.',
        'Working from home on appointment days, or a different start and finish time.',
        'Permission to take a phone call from school or a clinic during a meeting.',
      ],
    },
    {
      heading: 'Know your rights',
      paragraphs: [
        'Under the federal Family and Medical Leave Act, eligible employees can take up to twelve weeks of unpaid, job-protected leave a year to care for a spouse, child or parent with a serious health condition, and the leave can be taken intermittently, a few hours or days at a time. Several states add paid family leave on top.',
        'Your human resources team or employee handbook will say what applies to you. Employee assistance programs often include free counselling and caregiver support; many people do not know their employer has one.',
      ],
    },
    {
      heading: 'Plan for the difficult weeks',
      paragraphs: [
        'Agree in advance what happens when you need to leave suddenly: who you tell, who picks up what, how you will catch up. Keep a short handover note for your main pieces of work up to date. It reassures your manager, and it makes the difficult week less difficult.',
      ],
    },
    {
      heading: 'After the conversation',
      paragraphs: [
        'Write a short e-mail summarising what you agreed, and suggest checking in after a month or two. Circumstances change, and it is easier to adjust an arrangement that is working than to ask again from scratch.',
        'If your employer offers NeuroHealth Care as a benefit, a concierge mentor can help you prepare for the conversation, and the community has caregivers who have had it many times over.',
      ],
    },
  ],
};
