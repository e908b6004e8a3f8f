import type { ArticleBody } from './types';

export const article: ArticleBody = {
  byline: 'The NeuroHealth Care team, with two pediatric neurology nurses who reviewed it',
  intro: [
    'A first neurology appointment often comes after weeks or months of waiting, and it can be over in twenty minutes. Families tell us the same thing afterwards: they forgot half of what they meant to say, and left with questions they only thought of in the car.',
    'Preparation does not need to take long. This checklist is what experienced parents and caregivers do in the week before, and what neurology teams tell us helps them most.',
  ],
  sections: [
    {
      heading: 'Write down what you have noticed, with dates',
      paragraphs: [
        'Clinicians rely on what you have seen at home, at school or at work more than on anything else at a first visit. A short written timeline is far more useful than a long story told from memory under pressure.',
        'For each thing you have noticed, write when it started, how often it happens, how long it lasts, what happens just before and just after, and whether it is getting better, worse or staying the same.',
      ],
      list: [
        'Episodes such as staring spells, falls, jerks or confusion: the date, the time of day, how long each lasted and what the person was doing.',
        'Changes in sleep, mood, speech, walking, handwriting, memory or behaviour, and when you first noticed them.',
        'Anything that seems to set things off or help: missed sleep, illness, screens, heat, meals, stress.',
        'A short video of a typical episode, if you can take one safely. Many neurologists say a video is the single most helpful thing a family can bring.',
      ],
    },
    {
      heading: 'Gather the records',
      paragraphs: [
        'Referral letters do not always arrive with everything in them. Bring copies of what you have, or ask the referring practice to send them ahead and check they arrived.',
      ],
      list: [
        'The referral letter and any previous test results: blood tests, EEG, MRI or CT reports, genetic results.',
        'A list of every medication and supplement, with doses and when each started or changed. A photo of each label works.',
        'Relevant school or therapy reports, such as an IEP, a speech or occupational therapy assessment, or a teacher’s notes.',
        'Your insurance card and the names of the other clinicians involved in care.',
      ],
    },
    {
      heading: 'Choose your three most important questions',
      paragraphs: [
        'You may have twenty questions. Write them all down, then put a star next to the three that matter most and ask those first. If time runs out, ask how to get the others answered: a nurse line, a patient portal message or a follow-up call.',
        'Questions families most often wish they had asked:',
      ],
      list: [
        'What do you think is going on, and what else could it be?',
        'What tests do you recommend, what will they tell us, and when will we get the results?',
        'What should we do if it happens again, and when should we go to the emergency department?',
        'Are there activities we should avoid for now, such as swimming, climbing or driving?',
        'Who do we contact with questions before the next appointment, and how?',
        'When is the next appointment, and what should we track until then?',
      ],
    },
    {
      heading: 'On the day',
      paragraphs: [
        'If you can, bring a second adult. One person can talk while the other writes down the answers, and a second pair of ears catches what the first missed. If that is not possible, ask whether you may record the conversation on your phone.',
        'If the appointment is for a child, bring something calming to do in the waiting room, a snack, and anything they need to feel safe. Many clinics can offer a quieter waiting space if you ask when you arrive.',
        'Before you leave, repeat the plan back in your own words: what happens next, who is doing it, and when. It is the best way to find out that something was misunderstood.',
      ],
    },
    {
      heading: 'Afterwards',
      paragraphs: [
        'Write down what you were told the same day, while you remember it. Put the next appointment and any tests in a shared calendar so everyone helping knows what is coming.',
        'In NeuroHealth Care you can keep these as a note, share it with a concierge mentor before your next session, and find neurologists, therapists and clinics near you in the provider directory. If something the neurologist said still does not make sense, a mentor who has been through it can help you work out what to ask next.',
      ],
    },
  ],
};
