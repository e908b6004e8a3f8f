import type { SeedArticle } from './types';

/** The therapies families meet most often, what they are for and how to choose a provider. */
export const THERAPIES: SeedArticle[] = [
  {
    slug: 'speech-and-language-therapy',
    title: 'Speech and language therapy',
    summary: 'What a speech-language pathologist works on, from first words to social communication and feeding.',
    category: 'therapies',
    sections: [
      {
        heading: 'What it helps with',
        body: 'Speech-language pathologists (SLPs) help with understanding and using language, speech sounds, stuttering, voice, social communication, and feeding and swallowing.',
      },
      {
        heading: 'Communication without speech',
        body: 'For a child who does not speak yet, an SLP may introduce augmentative and alternative communication (AAC): signs, pictures or a speech-generating device. Research shows AAC does not stop speech from developing.',
      },
      {
        heading: 'Your part',
        body: 'Most progress happens between sessions. Ask the therapist for one or two things to practise in daily routines such as meals, bath time and play.',
      },
    ],
  },
  {
    slug: 'occupational-therapy',
    title: 'Occupational therapy',
    summary:
      'How occupational therapists help with everyday skills: dressing, eating, handwriting, play and coping with sensory input.',
    category: 'therapies',
    sections: [
      {
        heading: 'What it helps with',
        body: 'Occupational therapists (OTs) work on the skills of daily life: fine motor skills such as holding a pencil, self-care such as dressing, play, and organising oneself.',
      },
      {
        heading: 'Sensory differences',
        body: 'Many children are over- or under-sensitive to noise, touch or movement. An OT can suggest changes to routines and surroundings that make the day easier.',
      },
      {
        heading: 'At school',
        body: 'Occupational therapy can be part of an IEP when it helps a child benefit from their education, for example with handwriting or using classroom tools.',
      },
    ],
  },
  {
    slug: 'physical-therapy-for-children',
    title: 'Physical therapy for children',
    summary: 'What paediatric physical therapists do for movement, strength, balance and coordination.',
    category: 'therapies',
    sections: [
      {
        heading: 'What it helps with',
        body: 'Paediatric physical therapists help children with gross motor skills: sitting, crawling, walking, running, balance, strength and coordination, and with equipment such as orthotics or walkers.',
      },
      {
        heading: 'Who it is for',
        body: 'Children with cerebral palsy, low muscle tone, developmental delays, injuries or genetic conditions often benefit. Early intervention programmes provide it for eligible children under three.',
      },
      {
        heading: 'Practice at home',
        body: 'Short, playful daily practice, such as stair games or obstacle courses, usually does more than a long weekly session alone.',
      },
    ],
  },
  {
    slug: 'applied-behavior-analysis',
    title: 'Applied behavior analysis (ABA)',
    summary: 'What ABA therapy is, how it is delivered, and questions to ask before you start.',
    category: 'therapies',
    sections: [
      {
        heading: 'What ABA is',
        body: 'Applied behavior analysis uses principles of learning to teach skills and reduce behaviours that cause harm or get in the way. Programmes are designed by a Board Certified Behavior Analyst (BCBA) and often delivered by registered behaviour technicians.',
      },
      {
        heading: 'How it is delivered',
        body: 'Hours vary widely, from a few hours a week to many more, at home, in a clinic or at school. The plan should set goals that matter to your family and be reviewed regularly with data.',
      },
      {
        heading: 'Questions to ask',
        body: 'Ask who supervises and how often, how goals are chosen with you and your child, how they respect your child’s comfort and assent, and how you will be trained to help. Many autistic adults have criticised older, rigid approaches; modern practice should be play-based and respectful.',
      },
    ],
  },
  {
    slug: 'neuropsychological-evaluation',
    title: 'Neuropsychological evaluation',
    summary: 'What a neuropsychological evaluation measures and how its report can guide school and therapy.',
    category: 'therapies',
    sections: [
      {
        heading: 'What it measures',
        body: 'A neuropsychologist tests thinking skills in detail: attention, memory, language, visual-spatial skills, processing speed, problem-solving, academic skills and emotional wellbeing.',
      },
      {
        heading: 'When it helps',
        body: 'It is often recommended after a brain injury, with epilepsy or a genetic condition, or when learning difficulties are not explained by other assessments.',
      },
      {
        heading: 'Using the report',
        body: 'The report describes strengths as well as weaknesses and makes recommendations. Share it with the school team: it can support an IEP or 504 plan.',
      },
    ],
  },
  {
    slug: 'choosing-a-therapy-provider',
    title: 'Choosing a therapy provider',
    summary: 'Ten things to check before you commit to a therapist or clinic.',
    category: 'therapies',
    sections: [
      {
        heading: 'Credentials',
        body: 'Check the licence or certification for the therapy (for example CCC-SLP for speech, OTR/L for occupational therapy, BCBA for behaviour analysis) on the state or board website.',
      },
      {
        heading: 'Fit with your child',
        body: 'Ask about experience with children of your child’s age and needs, and whether you can watch or join sessions.',
      },
      {
        heading: 'Goals and progress',
        body: 'Ask how goals are set, how progress is measured and how often you will review it together.',
      },
      {
        heading: 'Practical questions',
        body: 'Ask about waiting lists, cancellations, telehealth, which insurance they accept and what you will pay. The provider directory lets you filter by service, insurance, language and distance.',
      },
    ],
  },
  {
    slug: 'early-intervention-part-c',
    title: 'Early intervention for babies and toddlers',
    summary: 'Every state runs a programme for children under three with delays or disabilities. Here is how to reach it.',
    category: 'therapies',
    sections: [
      {
        heading: 'What it is',
        body: 'Under Part C of the Individuals with Disabilities Education Act (IDEA), every state provides early intervention services for eligible children from birth to age three.',
      },
      {
        heading: 'How to start',
        body: 'You do not need a doctor’s referral: a parent can contact the state programme directly. The evaluation is free, and the programme must decide eligibility and hold the first planning meeting within 45 days of the referral.',
      },
      {
        heading: 'The plan',
        body: 'Services are written in an Individualized Family Service Plan (IFSP) and are usually delivered in everyday places such as home or childcare. Some states charge fees on a sliding scale for services, never for the evaluation.',
      },
      {
        heading: 'Turning three',
        body: 'Planning for the move to preschool special education starts before the third birthday. Ask the team about the transition meeting.',
      },
    ],
  },
  {
    slug: 'telehealth-therapy',
    title: 'Therapy by video',
    summary: 'When telehealth sessions work well, and how to set up for them at home.',
    category: 'therapies',
    sections: [
      {
        heading: 'When it works well',
        body: 'Parent coaching, speech and language sessions, and many follow-ups work well by video, and save travel. Hands-on therapies may need some sessions in person.',
      },
      {
        heading: 'Setting up',
        body: 'Use a quiet room, a steady device at the child’s eye level, and have the toys or materials the therapist asked for ready before the call.',
      },
      {
        heading: 'Insurance',
        body: 'Check that your plan covers telehealth for the service and whether the provider must be licensed in your state, which is usually the case.',
      },
    ],
  },
];
