import type { ArticleBody } from './types';

export const article: ArticleBody = {
  byline: 'The NeuroHealth Care team, reviewed by a speech-language pathologist and an occupational therapist',
  intro: [
    'Choosing a speech, occupational, physical or behavioural therapy provider is one of the first big decisions after a diagnosis or a referral, and it is often made in a hurry because of waiting lists. A short call with each clinic before you commit can save months.',
    'These are the ten questions experienced families ask on that first call, and what a good answer sounds like.',
  ],
  sections: [
    {
      heading: 'Before you call',
      paragraphs: [
        'Search the provider directory by service, the ages they see, languages and insurance, and choose two or three providers within a distance you can manage every week. Save them so you can find them again and compare. Have your insurance card and any referral or evaluation to hand.',
      ],
    },
    {
      heading: 'The ten questions',
      paragraphs: [],
      ordered: true,
      list: [
        'How long is the waiting list for an evaluation, and for regular sessions after it? Can we join a cancellation list?',
        'Do you take our insurance, and do you need a referral or prior authorisation? Who handles the paperwork?',
        'Who would see us: a licensed therapist, an assistant, or a student under supervision? Will it be the same person each time?',
        'What experience do you have with children or adults like ours, with this diagnosis and at this age?',
        'What approach do you use, and why? A good provider explains it plainly and says how it fits the person, not only the diagnosis.',
        'How long are sessions and how often, and is that based on the evaluation or fixed for everyone?',
        'How will we know whether it is working? Ask how goals are set, how progress is measured and how often it is reviewed with you.',
        'How is the family involved? Can we watch sessions, and will we get things to practise at home?',
        'Do you offer telehealth, home or school visits, or only sessions at the clinic?',
        'What happens if we need to cancel, and what do you charge for missed sessions?',
      ],
    },
    {
      heading: 'Signs of a good fit',
      paragraphs: [
        'Good providers welcome questions. They talk about the person’s strengths as well as their difficulties, set goals with you rather than for you, and can tell you what "better" would look like in everyday life: ordering lunch, getting dressed, joining in at recess.',
        'Be cautious with anyone who promises a cure, insists on a large block of sessions paid up front, or cannot say how progress will be measured.',
      ],
    },
    {
      heading: 'After the first few sessions',
      paragraphs: [
        'It often takes three or four sessions for a child or adult to settle with a new therapist. After that, trust what you see: if the person dreads going, or you never hear what the goals are, say so. Changing provider is common, and nobody in the field takes it personally.',
        'Keep a short note after each session of what was worked on and what to practise. It makes reviews easier and helps if you ever need to appeal an insurance decision.',
      ],
    },
  ],
};
