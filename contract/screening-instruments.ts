/**
 * The screening tools as published (issue #34): their questions, answer choices and sources.
 * Shared by the questionnaire (machines/screening, src/features/screening) and the server
 * (server/screening), which checks every answer against its tool's items and choices and scores it
 * itself (contract/screening-scoring.ts).
 *
 * Licences: PHQ-9 and GAD-7 were developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt
 * Kroenke and colleagues with an educational grant from Pfizer Inc.: "No permission required to
 * reproduce, translate, display or distribute." PSC-17 (Gardner et al., 1999; Massachusetts General
 * Hospital) is free to use. The milestone checklists are CDC's "Learn the Signs. Act Early." (2022
 * revision); CDC does not endorse this product. M-CHAT-R/F and ASQ are licensed: not reproduced here.
 */

import { TOOL_IDS, type CdcChecklist, type ToolId } from './screening-tool-ids';

export { CDC_CHECKLISTS, SCORED_TOOLS, TOOL_IDS, type CdcChecklist, type ScoredTool, type ToolId } from './screening-tool-ids';

export interface Choice {
  value: number;
  label: string;
}

export interface Item {
  text: string;
  /** A heading the item sits under (the CDC checklists' areas of development). */
  section?: string;
}

export interface Instrument {
  id: ToolId;
  /** Its short name (PHQ-9) and what it is about. */
  name: string;
  title: string;
  /** Who answers it, and about whom. */
  about: string;
  /** The question every item completes. */
  stem: string;
  choices: readonly Choice[];
  items: readonly Item[];
  /** A scored screener, or a tracker with no score (the CDC checklists). */
  kind: 'scored' | 'tracker';
  /** Who made it and the terms it is shown under. */
  source: string;
}

/** PHQ-9 and GAD-7: "Over the last 2 weeks, how often have you been bothered by…" */
const FREQUENCY: readonly Choice[] = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
];

/** PSC-17: Never 0, Sometimes 1, Often 2. */
const PSC_CHOICES: readonly Choice[] = [
  { value: 0, label: 'Never' },
  { value: 1, label: 'Sometimes' },
  { value: 2, label: 'Often' },
];

/** The CDC checklists' own answers; only "Not yet" is a reason to talk with the doctor. */
export const CDC_NOT_YET = 2;
const CDC_CHOICES: readonly Choice[] = [
  { value: 0, label: 'Yes' },
  { value: 1, label: 'Not sure' },
  { value: CDC_NOT_YET, label: 'Not yet' },
];

const PHQ_GAD_SOURCE =
  'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.';

export const CDC_ATTRIBUTION =
  'Milestone checklists from the Centers for Disease Control and Prevention (CDC), "Learn the Signs. Act Early." (www.cdc.gov/ActEarly). Use of this material does not imply endorsement by CDC or the U.S. Department of Health and Human Services of this product or service.';

/** PHQ-9 item 9, asked about thoughts of death or self-harm (index 8): any answer above 0 shows the 988 card. */
export const PHQ9_SAFETY_ITEM = 8;

const phq9: Instrument = {
  id: 'phq9',
  name: 'PHQ-9',
  title: 'Depression (PHQ-9)',
  about: 'About you, the caregiver: how your mood has been over the last two weeks.',
  stem: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  choices: FREQUENCY,
  kind: 'scored',
  source: `Patient Health Questionnaire (PHQ-9). ${PHQ_GAD_SOURCE}`,
  items: [
    { text: 'Little interest or pleasure in doing things' },
    { text: 'Feeling down, depressed, or hopeless' },
    { text: 'Trouble falling or staying asleep, or sleeping too much' },
    { text: 'Feeling tired or having little energy' },
    { text: 'Poor appetite or overeating' },
    { text: 'Feeling bad about yourself, or that you are a failure or have let yourself or your family down' },
    { text: 'Trouble concentrating on things, such as reading the newspaper or watching television' },
    {
      text: 'Moving or speaking so slowly that other people could have noticed? Or the opposite: being so fidgety or restless that you have been moving around a lot more than usual',
    },
    { text: 'Thoughts that you would be better off dead or of hurting yourself in some way' },
  ],
};

const gad7: Instrument = {
  id: 'gad7',
  name: 'GAD-7',
  title: 'Anxiety (GAD-7)',
  about: 'About you, the caregiver: how much worry and tension you have felt over the last two weeks.',
  stem: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  choices: FREQUENCY,
  kind: 'scored',
  source: `Generalized Anxiety Disorder 7-item scale (GAD-7). ${PHQ_GAD_SOURCE}`,
  items: [
    { text: 'Feeling nervous, anxious or on edge' },
    { text: 'Not being able to stop or control worrying' },
    { text: 'Worrying too much about different things' },
    { text: 'Trouble relaxing' },
    { text: 'Being so restless that it is hard to sit still' },
    { text: 'Becoming easily annoyed or irritable' },
    { text: 'Feeling afraid as if something awful might happen' },
  ],
};

/** The PSC-17 in the published form's order (its subscales: contract/screening-scoring.ts). */
const psc17: Instrument = {
  id: 'psc17',
  name: 'PSC-17',
  title: "Child's emotional and behavioural wellbeing (PSC-17)",
  about: 'About your child, aged 4 to 16: answered by a parent or caregiver.',
  stem: 'Please mark under the heading that best fits your child:',
  choices: PSC_CHOICES,
  kind: 'scored',
  source:
    'Pediatric Symptom Checklist-17 (PSC-17), Gardner W, Murphy JM, Childs G, et al. (1999), Massachusetts General Hospital. Free to use.',
  items: [
    { text: 'Fidgety, unable to sit still' },
    { text: 'Feels sad, unhappy' },
    { text: 'Daydreams too much' },
    { text: 'Refuses to share' },
    { text: "Does not understand other people's feelings" },
    { text: 'Feels hopeless' },
    { text: 'Has trouble concentrating' },
    { text: 'Fights with other children' },
    { text: 'Is down on him or herself' },
    { text: 'Blames others for his or her troubles' },
    { text: 'Seems to be having less fun' },
    { text: 'Does not listen to rules' },
    { text: 'Acts as if driven by a motor' },
    { text: 'Teases others' },
    { text: 'Worries a lot' },
    { text: 'Takes things that do not belong to him or her' },
    { text: 'Distracted easily' },
  ],
};

const SOCIAL = 'Social and emotional';
const LANGUAGE = 'Language and communication';
const COGNITIVE = 'Cognitive (learning, thinking, problem-solving)';
const MOVEMENT = 'Movement and physical development';

const checklist = (id: CdcChecklist, age: string, areas: [string, string[]][]): Instrument => ({
  id,
  name: `Milestones at ${age}`,
  title: `Developmental milestones: ${age}`,
  about: `About your child at ${age}: what most children (75% or more) can do by this age.`,
  stem: `Most children by ${age}:`,
  choices: CDC_CHOICES,
  kind: 'tracker',
  source: CDC_ATTRIBUTION,
  items: areas.flatMap(([section, texts]) => texts.map((text) => ({ text, section }))),
});

const cdc: Instrument[] = [
  checklist('cdc-2m', '2 months', [
    [
      SOCIAL,
      [
        'Calms down when spoken to or picked up',
        'Looks at your face',
        'Seems happy to see you when you walk up to them',
        'Smiles when you talk to or smile at them',
      ],
    ],
    [LANGUAGE, ['Makes sounds other than crying', 'Reacts to loud sounds']],
    [COGNITIVE, ['Watches you as you move', 'Looks at a toy for several seconds']],
    [MOVEMENT, ['Holds head up when on tummy', 'Moves both arms and both legs', 'Opens hands briefly']],
  ]),
  checklist('cdc-4m', '4 months', [
    [
      SOCIAL,
      [
        'Smiles on their own to get your attention',
        'Chuckles (not yet a full laugh) when you try to make them laugh',
        'Looks at you, moves, or makes sounds to get or keep your attention',
      ],
    ],
    [
      LANGUAGE,
      [
        'Makes sounds like "oooo", "aahh" (cooing)',
        'Makes sounds back when you talk to them',
        'Turns head towards the sound of your voice',
      ],
    ],
    [COGNITIVE, ['If hungry, opens mouth when they see breast or bottle', 'Looks at their hands with interest']],
    [
      MOVEMENT,
      [
        'Holds head steady without support when you are holding them',
        'Holds a toy when you put it in their hand',
        'Uses their arm to swing at toys',
        'Brings hands to mouth',
        'Pushes up onto elbows/forearms when on tummy',
      ],
    ],
  ]),
  checklist('cdc-6m', '6 months', [
    [SOCIAL, ['Knows familiar people', 'Likes to look at themselves in a mirror', 'Laughs']],
    [
      LANGUAGE,
      ['Takes turns making sounds with you', 'Blows "raspberries" (sticks tongue out and blows)', 'Makes squealing noises'],
    ],
    [
      COGNITIVE,
      [
        'Puts things in their mouth to explore them',
        'Reaches to grab a toy they want',
        "Closes lips to show they don't want more food",
      ],
    ],
    [
      MOVEMENT,
      [
        'Rolls from tummy to back',
        'Pushes up with straight arms when on tummy',
        'Leans on hands to support themselves when sitting',
      ],
    ],
  ]),
  checklist('cdc-9m', '9 months', [
    [
      SOCIAL,
      [
        'Is shy, clingy, or fearful around strangers',
        'Shows several facial expressions, like happy, sad, angry, and surprised',
        'Looks when you call their name',
        'Reacts when you leave (looks, reaches for you, or cries)',
        'Smiles or laughs when you play peek-a-boo',
      ],
    ],
    [LANGUAGE, ['Makes different sounds like "mamamama" and "babababa"', 'Lifts arms up to be picked up']],
    [COGNITIVE, ['Looks for objects when dropped out of sight (like their spoon or toy)', 'Bangs two things together']],
    [
      MOVEMENT,
      [
        'Gets to a sitting position by themselves',
        'Moves things from one hand to their other hand',
        'Uses fingers to "rake" food towards themselves',
        'Sits without support',
      ],
    ],
  ]),
  checklist('cdc-12m', '12 months', [
    [SOCIAL, ['Plays games with you, like pat-a-cake']],
    [
      LANGUAGE,
      [
        'Waves "bye-bye"',
        'Calls a parent "mama" or "dada" or another special name',
        'Understands "no" (pauses briefly or stops when you say it)',
      ],
    ],
    [
      COGNITIVE,
      ['Puts something in a container, like a block in a cup', 'Looks for things they see you hide, like a toy under a blanket'],
    ],
    [
      MOVEMENT,
      [
        'Pulls up to stand',
        'Walks, holding on to furniture',
        'Drinks from a cup without a lid, as you hold it',
        'Picks things up between thumb and pointer finger, like small bits of food',
      ],
    ],
  ]),
  checklist('cdc-18m', '18 months', [
    [
      SOCIAL,
      [
        'Moves away from you, but looks to make sure you are close by',
        'Points to show you something interesting',
        'Puts hands out for you to wash them',
        'Looks at a few pages in a book with you',
        'Helps you dress them by pushing arm through sleeve or lifting up foot',
      ],
    ],
    [
      LANGUAGE,
      [
        'Tries to say three or more words besides "mama" or "dada"',
        'Follows one-step directions without any gestures, like giving you the toy when you say, "Give it to me."',
      ],
    ],
    [
      COGNITIVE,
      ['Copies you doing chores, like sweeping with a broom', 'Plays with toys in a simple way, like pushing a toy car'],
    ],
    [
      MOVEMENT,
      [
        'Walks without holding on to anyone or anything',
        'Scribbles',
        'Drinks from a cup without a lid and may spill sometimes',
        'Feeds themselves with their fingers',
        'Tries to use a spoon',
        'Climbs on and off a couch or chair without help',
      ],
    ],
  ]),
  checklist('cdc-2y', '2 years', [
    [
      SOCIAL,
      [
        'Notices when others are hurt or upset, like pausing or looking sad when someone is crying',
        'Looks at your face to see how to react in a new situation',
      ],
    ],
    [
      LANGUAGE,
      [
        'Points to things in a book when you ask, like "Where is the bear?"',
        'Says at least two words together, like "More milk."',
        'Points to at least two body parts when you ask them to show you',
        'Uses more gestures than just waving and pointing, like blowing a kiss or nodding yes',
      ],
    ],
    [
      COGNITIVE,
      [
        'Holds something in one hand while using the other hand; for example, holding a container and taking the lid off',
        'Tries to use switches, knobs, or buttons on a toy',
        'Plays with more than one toy at the same time, like putting toy food on a toy plate',
      ],
    ],
    [MOVEMENT, ['Kicks a ball', 'Runs', 'Walks (not climbs) up a few stairs with or without help', 'Eats with a spoon']],
  ]),
  checklist('cdc-3y', '3 years', [
    [
      SOCIAL,
      [
        'Calms down within 10 minutes after you leave them, like at a childcare drop off',
        'Notices other children and joins them to play',
      ],
    ],
    [
      LANGUAGE,
      [
        'Talks with you in conversation using at least two back-and-forth exchanges',
        'Asks "who," "what," "where," or "why" questions, like "Where is mommy/daddy?"',
        'Says what action is happening in a picture or book when asked, like "running," "eating," or "playing"',
        'Says first name, when asked',
        'Talks well enough for others to understand, most of the time',
      ],
    ],
    [COGNITIVE, ['Draws a circle, when you show them how', 'Avoids touching hot objects, like a stove, when you warn them']],
    [
      MOVEMENT,
      [
        'Strings items together, like large beads or macaroni',
        'Puts on some clothes by themselves, like loose pants or a jacket',
        'Uses a fork',
      ],
    ],
  ]),
];

export const INSTRUMENTS: Readonly<Record<ToolId, Instrument>> = Object.fromEntries(
  [phq9, gad7, psc17, ...cdc].map((i) => [i.id, i]),
) as Record<ToolId, Instrument>;

export const isToolId = (value: unknown): value is ToolId => (TOOL_IDS as readonly unknown[]).includes(value);

/** The licensed screeners a family may be looking for: linked, never reproduced. */
export const LICENSED_TOOLS = [
  {
    name: 'M-CHAT-R/F (autism screening, 16 to 30 months)',
    href: 'https://mchatscreen.com/',
  },
  {
    name: 'Ages & Stages Questionnaires (ASQ-3, ASQ:SE-2)',
    href: 'https://agesandstages.com/',
  },
] as const;
