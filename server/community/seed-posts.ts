/**
 * The demo community's posts and questions, written by hand (issue #63.12): each its own title,
 * its own words and the replies people gave it, so a caregiver reading the feed reads a
 * community, not a template. The first tag files a post into its community
 * (server/community/seed.ts, BY_TAG). Newest first: the feed shows them in this order.
 *
 * A post's `comments` are top-level replies from the community's members; `reply` answers the
 * first of them. A question's first comment is its best answer (accepted on some questions).
 */
export interface WrittenPost {
  readonly title: string;
  readonly body: string;
  readonly tags: readonly string[];
  readonly comments?: readonly string[];
  readonly reply?: string;
}

export const WRITTEN_POSTS: readonly WrittenPost[] = [
  {
    title: 'Bedtime routines that finally worked',
    body: 'After months of 11 pm bedtimes we tried a picture schedule on the bedroom door: bath, pyjamas, two books, lights down, white noise. The first week was rough, but by the third our son was asking for "the card with the moon".\n\nThe thing that made the difference was doing it in the same order every night, even at his grandparents’ house.',
    tags: ['sleep', 'autism'],
    comments: [
      'The same order every night is what did it for us too. Holidays still knock us back for a few days.',
      'Where did you get the picture cards? We printed ours and they fell apart within a week.',
    ],
    reply: 'We had ours laminated at the print shop near the library, about five dollars for the set.',
  },
  {
    title: 'Our first speech therapy session',
    body: 'I expected flash cards. Instead the therapist sat on the floor with a toy farm and waited, and waited, until our son handed her the cow. She said that was the session’s first "request".\n\nShe gave us one thing to try at home: pause before handing him anything he reaches for, and count to five in our heads.',
    tags: ['speech', 'therapy'],
    comments: [
      'The five-second pause is so hard for us parents. We jump in every time.',
      'Our therapist calls it "sabotage": put the favourite snack in a clear box he can’t open. It works.',
      'How old is your son? Ours is 2 and a half and we are on the waiting list.',
    ],
  },
  {
    title: 'Seizure action plan for school',
    body: 'We met the school nurse and the class teacher two weeks before term. The plan fits on one page: what her seizures look like, what to time, when to give the rescue medication and when to call 911, and who to phone after.\n\nThe nurse asked for a photo of our daughter on it so substitute teachers recognise her.',
    tags: ['epilepsy', 'school'],
    comments: [
      'The photo is such a good idea. Adding it to ours tonight.',
      'Did the school ask for the neurologist’s signature? Ours would not accept the plan without it.',
    ],
    reply: 'Yes, ours needed the neurologist’s signature too. The clinic did it in a week once we sent the form.',
  },
  {
    title: 'Finding respite care nearby',
    body: 'For two years we said we did not need a break. Then my husband fell asleep at the wheel in the school car park. We called our county’s disability services office and asked for the respite list; there was a waiting list, but a local church ran a Saturday program with trained volunteers.\n\nFour hours every other Saturday. It sounds small. It is not.',
    tags: ['respite', 'wellbeing'],
    comments: [
      'Thank you for saying this out loud. We are at the "we don’t need it" stage and probably do.',
      'Our county has a respite voucher you can use with a relative you pay. Worth asking about.',
    ],
  },
  {
    title: 'Insurance approved occupational therapy',
    body: 'Our first request for OT was denied as "not medically necessary". The appeal that worked included the therapist’s evaluation with scores, three specific daily tasks our son cannot do (buttons, cutting food, climbing stairs safely), and a letter from the pediatrician linking each to his diagnosis.\n\nIt took 34 days. Keep copies of everything and write down every phone call.',
    tags: ['insurance', 'therapy'],
    comments: [
      'The three specific tasks is the key. Vague letters get vague answers.',
      'Did you ask for a peer-to-peer review? That got our denial reversed in a week.',
      'Saving this for our renewal in March.',
    ],
  },
  {
    title: 'Sensory-friendly grocery shopping',
    body: 'Tuesday mornings at 8 the store is nearly empty. Our daughter wears her ear defenders, holds the list and ticks things off, and we skip the bakery aisle (the smell sets her off). Forty minutes, no meltdown, three weeks in a row.',
    tags: ['sensory', 'autism'],
    comments: [
      'Our store has a quiet hour on Wednesday evenings with the music off. Ask at customer service, some do.',
      'Giving her the list is brilliant. Having a job changes everything for ours.',
    ],
  },
  {
    title: 'Keto diet and seizure control',
    body: 'Our neurologist and dietitian started our son on the ketogenic diet in June. Three months in, his seizures have gone from daily to two or three a week. The hardest part is weighing everything on a gram scale and birthday parties.\n\nWe would never have tried it without the dietitian: please don’t start it on your own.',
    tags: ['diet', 'epilepsy'],
    comments: [
      'We bring our own "party plate" to birthdays now and the other parents have stopped asking.',
      'Which gram scale do you use? Ours keeps switching itself off mid-weigh.',
    ],
    reply: 'We use a kitchen scale with an auto-off you can disable; the dietitian’s office had a list of ones that can.',
  },
  {
    title: 'ADHD medication side effects',
    body: 'Since starting medication our 9-year-old eats almost nothing at lunch. What has helped: a big breakfast before the first dose, a high-calorie snack after school, and dinner a bit later when his appetite comes back. We also told his pediatrician, who is weighing him every month.',
    tags: ['adhd', 'medication'],
    comments: [
      'Same pattern here. A bedtime snack became our biggest meal for a while.',
      'Smoothies with peanut butter saved us in the first month.',
    ],
  },
  {
    title: 'IEP meeting checklist',
    body: 'What I bring now, after getting it wrong the first time: the last evaluation, the last IEP with my notes in the margins, a one-page "about my child" with strengths first, my questions written out, and a friend to take notes so I can listen.\n\nAnd I ask for a draft of the goals before the meeting, not during it.',
    tags: ['school', 'adhd'],
    comments: [
      'Strengths first. The tone of the whole meeting changed when I started doing that.',
      'You can also ask for the meeting to be recorded in many states; check your district’s rules.',
      'Bringing a friend is underrated. I forget everything the moment I sit down.',
    ],
    reply: 'The recording tip is new to me, thank you. I will ask before the next one.',
  },
  {
    title: 'Music therapy for calm afternoons',
    body: 'Our music therapist comes every Thursday and it has become the best hour of the week. After school our son used to be wound up for hours; now we put on the same three songs she uses and he settles on the sofa with his drum.',
    tags: ['therapy', 'sensory'],
    comments: ['We use a playlist from our therapist too. The same songs every time is the magic.'],
  },
  {
    title: 'Six months after my dad’s stroke: what I wish I had known',
    body: 'The hospital discharge felt like falling off a cliff. What I wish someone had told me: ask for the outpatient therapy referrals before you leave, ask who to call with questions in the first week, and take a photo of every medication label.\n\nDad is walking with a cane now and tells the same jokes, slower.',
    tags: ['stroke', 'caregiving'],
    comments: [
      'The first week home was the hardest for us too. Nobody tells you who to call.',
      'Photographing the labels is so practical. The list they give you is never up to date.',
    ],
  },
  {
    title: 'A visual countdown ended our tablet fights',
    body: 'We bought a timer with a red disc that shrinks as time runs out. When our daughter can see the time going, "five more minutes" stopped being a negotiation. The tablet goes in its basket when the red is gone, and it is the timer’s fault, not ours.',
    tags: ['adhd', 'routines'],
    comments: [
      'Blaming the timer is genius. We do the same with the oven clock.',
      'Ours works for homework too: 15 minutes of work, 5 of break.',
    ],
  },
  {
    title: 'The questions we now ask at every neurology appointment',
    body: 'I keep a note on my phone between visits. Before each appointment I boil it down to three questions, most important first, because we usually get fifteen minutes. This time: is the new medication dose right, should we repeat the EEG, and what should make us call before the next visit.',
    tags: ['epilepsy', 'appointments'],
    comments: [
      'Three questions, most important first. I always run out of time before the important one.',
      'We bring a seizure diary printout; our neurologist reads it before anything else.',
    ],
  },
  {
    title: 'Mum doesn’t recognise the house some evenings',
    body: 'Late afternoon is the hardest time. Around five, Mum starts packing her handbag to "go home". Arguing makes it worse. What helps: a walk round the garden, a cup of tea in her own mug, and the lights on before it gets dark.',
    tags: ['dementia', 'caregiving'],
    comments: [
      'Sundowning. We had it too. Lights on early made a bigger difference than I expected.',
      'Sometimes we "go home" with Dad: a drive round the block and back, and he is settled.',
      'Sending you strength. It is so hard when they are frightened in their own home.',
    ],
    reply: 'The drive round the block is lovely. I will try it next time she gets her coat.',
  },
  {
    title: 'Tracking migraine triggers for a month',
    body: 'Our 14-year-old kept a simple diary for 30 days: sleep, water, screens, meals, and a 0–10 for headache. The pattern was obvious by week three: short sleep on Sunday nights, then a migraine by Tuesday. Her doctor said the diary was more useful than any test.',
    tags: ['migraine', 'sleep'],
    comments: [
      'We did the same and found skipped breakfast was the trigger. So simple once you see it.',
      'Did she use an app or paper? Paper worked better for ours, oddly.',
    ],
    reply: 'Paper on the fridge. She said the app kept reminding her she had migraines.',
  },
  {
    title: 'Our respite weekend, and the guilt',
    body: 'First weekend away in four years. I checked my phone every twenty minutes on the Saturday and slept eleven hours on the Sunday. The respite home sent photos of our son on the swings, grinning. I am writing this so I remember it was fine, next time the guilt starts.',
    tags: ['respite', 'wellbeing'],
    comments: ['The photos help so much. Ours send one at lunch and one at bedtime.'],
  },
  {
    title: 'Getting the most out of a gait trainer',
    body: 'Our daughter’s PT loaned us a gait trainer for the summer. The trick we learned: short sessions several times a day, always towards something she wants (the dog, the kitchen, her brother). She now walks the hallway on her own in it.',
    tags: ['cerebral-palsy', 'mobility'],
    comments: [
      'Walking towards the dog is exactly what worked for our son!',
      'Did insurance cover buying one after the loan? We are being told it is "convenience equipment".',
    ],
    reply: 'It went through on the second try with the PT’s measurements and a video of her using it.',
  },
  {
    title: 'Bringing a seizure diary to the ER',
    body: 'Last month we ended up in the ER after a cluster. The doctor asked when the last seizure before this one was, how long, and what medication changed recently. I had it all in the diary app and could hand her my phone. It cut the questions in half.',
    tags: ['epilepsy', 'emergency'],
    comments: [
      'We also keep a printed one-page summary in the car glovebox for exactly this.',
      'Which app do you use? We have tried three.',
    ],
  },
  {
    title: 'Headphones at the school assembly',
    body: 'The school agreed our son can wear his ear defenders in assembly and sit at the end of a row near the door. He went to the whole assembly for the first time this term. It took one email and a meeting.',
    tags: ['sensory', 'school'],
    comments: [
      'Sitting near the door is such a simple adjustment. Our school said yes to that too.',
      'Is that in his IEP or an informal agreement? Ours changed when the teacher changed.',
    ],
    reply: 'Informal so far, but you’re right, I will ask to add it at the next review.',
  },
  {
    title: 'Aphasia and the family group chat',
    body: 'My husband lost most of his words after his stroke. He can still point and pick. His speech therapist suggested sending him photos with two choices in the family chat: "pasta or soup?" He answers with a thumbs up. He is part of the conversation again.',
    tags: ['stroke', 'speech'],
    comments: [
      'What a lovely way to keep him included. I am going to suggest this to my mother-in-law.',
      'Our SLP gave us a communication board too; photos on the phone are so much easier to carry.',
    ],
  },
  {
    title: 'Medication at school: the forms that actually matter',
    body: 'Every school year the same forms. What I learned: the doctor’s order, the pharmacy-labelled bottle and the parent consent have to match exactly, or the nurse cannot give it. Ask the pharmacy for a second labelled bottle just for school.',
    tags: ['medication', 'school'],
    comments: [
      'The second labelled bottle is a life saver. No more ferrying pills back and forth.',
      'Our nurse also needed the dose written in milligrams, not "one tablet".',
    ],
  },
  {
    title: 'Swimming lessons after a brain injury',
    body: 'Eighteen months after his accident our son went back into the pool. The instructor had worked with kids with balance problems and started him with a float belt in the shallow end. He laughed for the first time in weeks. His OT says the water helps his coordination too.',
    tags: ['brain-injury', 'therapy'],
    comments: [
      'Water was the first place our daughter felt strong again after her injury.',
      'How did you find an instructor who understood? Our pool was very hesitant.',
    ],
    reply: 'We asked his rehab team; they had a list of adaptive swim programs.',
  },
  {
    title: 'A weighted blanket, one year on',
    body: 'A year ago I asked here whether weighted blankets help. Update: our daughter uses hers for reading and calming down after school, not overnight (her OT advised against sleeping under it at her size). It is the thing she reaches for first when the day has been too much.',
    tags: ['sensory', 'sleep'],
    comments: [
      'Good to hear the OT’s advice about not using it overnight, I didn’t know that.',
      'Ours uses a heavy lap pad at the table for homework. Same idea.',
    ],
  },
  {
    title: 'Using a shared calendar for Dad’s appointments',
    body: 'Three siblings, two states, one dad with Parkinson’s and six specialists. We now keep one shared calendar, and whoever takes him to an appointment writes a two-line note the same day: what changed, what happens next. No more phone tag.',
    tags: ['parkinsons', 'caregiving'],
    comments: [
      'The two-line note the same day is the magic. We used to forget by the evening.',
      'We do this for Mum’s appointments too. It stopped a lot of sibling arguments.',
    ],
  },
  {
    title: 'Our first feeding therapy session',
    body: 'Our son eats six foods. At the first feeding therapy session there was no pressure to eat: he was allowed to touch, smell and lick a piece of apple and put it back. The therapist said that is real progress. We are to keep a "learning plate" at every meal.',
    tags: ['therapy', 'diet'],
    comments: [
      'The learning plate changed meals for us. Less fighting, more curiosity.',
      'Six foods was us two years ago. We are at twenty now. It gets better slowly.',
    ],
  },
  {
    title: 'What a good school transition plan looked like',
    body: 'Moving from elementary to middle school terrified us. What worked: two visits to the new school in the summer, photos of his classrooms and the lunch line, meeting the counsellor, and a "safe person" he can go to without asking.',
    tags: ['autism', 'school'],
    comments: [
      'The photos of the lunch line! That is exactly the thing our daughter worried about.',
      'We also asked for his locker to be at the end of a row. Small thing, big difference.',
    ],
  },
  {
    title: 'Sleep study night: how we prepared',
    body: 'Our daughter had an overnight sleep study last week. We practised wearing a headband with stickers at home for a few nights, brought her pillow and her night light, and read the same book. She slept better than at home, of course.',
    tags: ['sleep', 'appointments'],
    comments: [
      'Practising with stickers is smart. Ours pulled every wire off at 2 am.',
      'Good luck with the results. Ours found sleep apnea and his days changed after treatment.',
    ],
  },
  {
    title: 'Burnout is real: I took a week off work',
    body: 'I kept going until I cried in the car before work three days running. My doctor signed me off for a week. I slept, walked, and let my sister do school pick-ups. I am writing this so the next person reading it takes the week earlier than I did.',
    tags: ['respite', 'wellbeing'],
    comments: [
      'Thank you for this. Crying in the car is far too familiar.',
      'Did you use FMLA? I am scared to ask HR.',
      'Proud of you for taking it. The people we care for need us well.',
    ],
    reply: 'I did, for intermittent leave. HR was kinder than I expected; have your doctor’s note ready.',
  },
  {
    title: 'An adapted bike for our daughter’s birthday',
    body: 'A local charity loaned us an adapted tricycle with a back support and foot straps. Her physical therapist set it up. She rode it down the whole street at her birthday party with every kid cheering. Ask your therapist about lending libraries.',
    tags: ['cerebral-palsy', 'mobility'],
    comments: ['Lending libraries are such an underused resource. Ours has standers and bath chairs too.'],
  },
  {
    title: 'Headache days and homework',
    body: 'On migraine days our son can’t do screens or reading. His teachers agreed to a "headache day" plan: homework moves to the weekend, and he can rest in the nurse’s office with the lights off. It took pressure off all of us.',
    tags: ['migraine', 'school'],
    comments: [
      'A plan written down ahead of time is so much better than arguing on the day.',
      'Has he got a 504 plan for it? That made our school take it seriously.',
    ],
  },
  {
    title: 'Memory book for Grandpa',
    body: 'We made Grandpa a memory book: one page per person with a big photo, their name, and one sentence ("Sara, your granddaughter, lives in Denver, loves dogs"). He keeps it by his chair and the carers use it too when he is unsettled.',
    tags: ['dementia', 'memory'],
    comments: [
      'We did the same, and added a page about his old job. He lights up on that page.',
      'Lovely idea. Did you laminate the pages?',
    ],
    reply: 'Plastic sleeves in a ring binder, easy to add a page when someone new visits.',
  },
  {
    title: 'My first epilepsy parent group',
    body: 'I almost didn’t go. Ten parents in a room at the children’s hospital, one social worker, terrible coffee. I heard three things that I will use this week, and met a mum who lives two streets away. We have a playdate on Saturday.',
    tags: ['epilepsy', 'community'],
    comments: ['The terrible coffee is universal. The parents make up for it.'],
  },
  {
    title: 'Token board that works for our 6-year-old',
    body: 'Five tokens on a strip, each for a small thing done without a reminder: shoes on, bag packed, teeth brushed. When the strip is full he picks the after-school activity. It only worked once the reward was something he chose, not us.',
    tags: ['adhd', 'routines'],
    comments: [
      'Letting him choose the reward is key. Ours ignored ours until she picked it.',
      'Do you reset it daily or weekly?',
    ],
    reply: 'Daily for now. The therapist said weekly is too far away at six.',
  },
  {
    title: 'Speech therapy over video: better than we expected',
    body: 'We live an hour and a half from the nearest clinic, so we tried telehealth speech therapy. Our son does better at home, at the kitchen table, with his own toys. The therapist sends a short plan after each session. We only drive in for assessments.',
    tags: ['speech', 'telehealth'],
    comments: [
      'Telehealth has been better for us too. No car sick toddler before the session.',
      'How old is he? Our therapist says our 3-year-old is too young for screen sessions.',
    ],
  },
  {
    title: 'Asking the neurologist for a care plan summary',
    body: 'At our last visit I asked the neurologist: "Could you write me three lines for the school and the babysitter?" She did, on the visit summary: diagnosis, medication, what to do in an emergency. Now everyone has the same page.',
    tags: ['epilepsy', 'appointments'],
    comments: ['I didn’t know you could just ask for that. Doing it at our next visit.'],
  },
  {
    title: 'When Mum stopped driving',
    body: 'Taking Mum’s car keys was the conversation I dreaded most. In the end her doctor raised it during a visit, and we arranged a community transport service for her Tuesday club before we took the keys. She still misses it, but she isn’t stuck at home.',
    tags: ['dementia', 'caregiving'],
    comments: [
      'Having the doctor raise it took so much weight off us too.',
      'Arranging the transport first is smart. It is the loss of freedom they fear.',
    ],
  },
  {
    title: 'Visual schedule for weekends, not just school days',
    body: 'School days were fine; weekends were chaos. We made a weekend board with a few fixed points (breakfast, park, lunch, quiet time) and blank cards for the rest. Knowing there is a plan, even an empty one, calmed our daughter down.',
    tags: ['autism', 'routines'],
    comments: ['Blank cards are a clever way to build in flexibility. Stealing this.'],
  },
  {
    title: 'Rehab gym at home on a budget',
    body: 'Our son’s physical therapist gave us a list of things we could use instead of buying equipment: a step from the hardware store, a pool noodle for balance, a laundry basket for reaching and carrying. We spent under thirty dollars.',
    tags: ['brain-injury', 'mobility'],
    comments: [
      'Pool noodles are the most versatile therapy tool in our house.',
      'Could you share the list? Our PT talks fast and I never write it all down.',
    ],
    reply: 'Step, pool noodle, laundry basket, a soft ball and masking tape for lines on the floor. Check with your PT first.',
  },
  {
    title: 'Choosing a seizure monitor for the night',
    body: 'After a seizure we didn’t hear, we looked at night monitors. We chose a bed sensor that detects rhythmic movement, with an alarm in our room. Two false alarms in a month, and one real one that we would have missed. Ask your epilepsy nurse what others use.',
    tags: ['epilepsy', 'sleep'],
    comments: [
      'We use a watch-based one. False alarms when he scratches, but worth it.',
      'Did insurance cover any of it? Ours did not.',
    ],
  },
  {
    title: 'Small wins: he ordered his own lunch',
    body: 'At the diner today our son, who is 11 and uses a speech app, ordered his own grilled cheese. The waitress waited, listened, and said "good choice". I cried into my coffee. Posting because this community will understand.',
    tags: ['speech', 'autism'],
    comments: [
      'This made my morning. Good choice indeed.',
      'The waitress waiting is everything. Bless her.',
      'We had our first one at the library last month. These moments are huge.',
    ],
  },
  {
    title: 'What helped me explain epilepsy to my daughter’s friends',
    body: 'Our daughter asked us to come into her class and talk about her seizures. We used a picture book, showed what the class should do (move things away, tell a teacher, stay with her), and let the kids ask anything. Now her friends look out for her.',
    tags: ['epilepsy', 'school'],
    comments: ['What book did you use? Our son wants to do the same.'],
    reply: 'We used one our epilepsy nurse recommended; the clinic has a lending shelf of them.',
  },
  {
    title: 'Tremor-friendly kitchen changes',
    body: 'Dad’s tremor made cooking dangerous. His OT suggested heavy cutlery, a rocker knife, two-handled mugs and a kettle tipper. He is making his own breakfast again and is very pleased with himself.',
    tags: ['parkinsons', 'therapy'],
    comments: ['A kettle tipper! Never heard of one and it is exactly what my mum needs.'],
  },
  {
    title: 'After-school meltdowns are not about school',
    body: 'Our daughter holds it together all day and falls apart at home. Her therapist called it "restraint collapse". What helps: no questions for the first half hour, a snack and the trampoline. The story of her day comes out at bedtime.',
    tags: ['autism', 'school'],
    comments: [
      'Restraint collapse. Finally a name for it. Thank you.',
      'No questions for the first half hour changed our afternoons completely.',
    ],
  },
  {
    title: 'Writing a one-page profile for new carers',
    body: 'Every new carer asked the same questions, so I wrote a one-page profile: how my brother communicates, what he likes, what upsets him, his medication times, and what to do if he has a seizure. It lives on the fridge and in my phone.',
    tags: ['respite', 'caregiving'],
    comments: [
      'Do you have a template? I would love to make one for our son.',
      'The "what upsets him" section is the most useful one for new people.',
    ],
    reply: 'No template, just headings on a page. Start with what he likes: it sets the tone.',
  },
  {
    title: 'Preparing for a hospital stay with an autistic teen',
    body: 'Our son had surgery last month. The hospital’s child life specialist sent photos of the ward in advance, let him visit the room the day before, and put a note on his door: "Please knock and tell me what you will do before you do it." Best hospital stay we have had.',
    tags: ['autism', 'appointments'],
    comments: ['Ask for the child life team, everyone. We didn’t know they existed until our third stay.'],
  },
  {
    title: 'CP and school sports day',
    body: 'Our son’s PE teacher adapted the races so everyone ran (or wheeled) a relay leg of the same time, not the same distance. Our son’s team won and he was carried on shoulders. Sometimes it is the simple adaptations.',
    tags: ['cerebral-palsy', 'school'],
    comments: ['Same time, not same distance. Brilliant teacher.'],
  },
  {
    title: 'Our appeal for respite hours succeeded',
    body: 'The state assessment cut our respite hours from 20 to 8 a month. We appealed with a diary of two typical weeks, a letter from our son’s doctor, and my own doctor’s note about my back. The hearing restored 16 hours. Keep the diary even if you never need it.',
    tags: ['respite', 'insurance'],
    comments: [
      'The diary of two typical weeks is such good advice for any assessment.',
      'Including your own doctor’s note is smart. Our needs count too.',
    ],
  },
  {
    title: 'A quiet corner at home',
    body: 'We turned the space under the stairs into a calm corner: beanbag, fairy lights, headphones and a few books. Our son goes there on his own now when things get loud. He calls it his "cave".',
    tags: ['sensory', 'autism'],
    comments: ['We have a pop-up tent in the living room that does the same job.'],
  },
  {
    title: 'Learning to use the rescue medication',
    body: 'The epilepsy nurse sat with us for an hour, showed us the nasal spray on a doll, had us both practise, and gave us a written card for the babysitter. We have used it twice. Both times my hands shook, and both times the card told me what to do next.',
    tags: ['epilepsy', 'medication'],
    comments: [
      'Asking for hands-on practice should be standard. We were handed a leaflet.',
      'The written card is brilliant under stress. My mind goes blank.',
    ],
  },
  {
    title: 'Homework that doesn’t end in tears',
    body: 'Our ADHD son and homework: we now do it at the kitchen counter standing up, ten minutes at a time, with a fidget in his other hand. His teacher agreed to cap homework at thirty minutes a night and accept what he finishes.',
    tags: ['adhd', 'school'],
    comments: [
      'Standing up helps ours too. Who knew.',
      'The thirty-minute cap was a game changer for us. Ask for it in writing.',
    ],
  },
  {
    title: 'Our daughter’s rare diagnosis, finally',
    body: 'After four years of tests, genetic testing found the cause of our daughter’s seizures and delays. There are 200 known cases worldwide. The genetic counsellor put us in touch with a family foundation and we had a video call with a family in Norway. We are not alone.',
    tags: ['rare', 'diagnosis'],
    comments: [
      'The first call with another family is so powerful. Welcome.',
      'How long did the genetic testing take to come back?',
    ],
    reply: 'About four months for the exome. The counsellor warned us it might find nothing.',
  },
  {
    title: 'Calmer baths: letting him pour the water',
    body: 'Water on his face was the problem. A visor cap for hair washing, a warm towel ready, and letting him pour the water himself. Bath time went from the worst part of the day to the most relaxed.',
    tags: ['sensory', 'routines'],
    comments: ['Letting them pour it themselves! Control is everything with ours.'],
  },
  {
    title: 'Stroke recovery: the fatigue nobody warned us about',
    body: 'Mum’s physical recovery has been good, but the fatigue is overwhelming: a trip to the shops means a sleep after. Her OT taught her "pacing": plan the day, put rest in between, and stop before she is tired. It is slowly helping.',
    tags: ['stroke', 'wellbeing'],
    comments: [
      'Post-stroke fatigue was the biggest surprise for us too.',
      'Pacing helped my husband. He uses a traffic-light chart on the fridge.',
    ],
  },
  {
    title: 'Going back to work three days a week',
    body: 'I went back three days a week after two years at home. What made it possible: a regular carer on my work days, my partner doing mornings, and an employer who let me take appointment calls at my desk. I feel like myself again some days.',
    tags: ['wellbeing', 'work'],
    comments: ['Three days is a good balance. I am trying to negotiate the same.'],
  },
  {
    title: 'Chewing toys that survived our son',
    body: 'Our son chews everything: collars, pencils, sleeves. His OT suggested chewable necklaces in different strengths. The firm ones are the only ones that last more than a week. His school shirts are intact for the first time all year.',
    tags: ['sensory', 'therapy'],
    comments: ['We go through one a month. The firm ones are worth it.'],
  },
  {
    title: 'Photos of the day help with speech after stroke',
    body: 'Dad can’t tell us about his day, but his carers now take three photos each afternoon and we talk about them at dinner: "You went to the garden?" He nods and sometimes finds the word. His speech therapist says it is good practice.',
    tags: ['stroke', 'speech'],
    comments: ['What a lovely idea. Dinner conversation with photos.'],
  },
  {
    title: 'Dentist visits with sensory sensitivities',
    body: 'Our pediatric dentist does a "happy visit" first: sit in the chair, ride it up and down, count teeth with a mirror, done. Two happy visits later our daughter let them clean her teeth. Ask your dentist whether they offer one.',
    tags: ['sensory', 'appointments'],
    comments: [
      'Happy visits should be standard for every child.',
      'Our dentist also dims the lights and lets her wear sunglasses.',
    ],
  },
  {
    title: 'Sibling day out',
    body: 'Our younger daughter gets less of us than her brother does. Once a month now, one of us takes her out alone, her choice: last time it was the aquarium and pancakes. She counts down to it all month.',
    tags: ['wellbeing', 'family'],
    comments: ['Siblings carry so much. This is lovely.', 'Our local hospital runs a sibling group too, worth asking.'],
  },
  {
    title: 'The library’s sensory-friendly story hour',
    body: 'Our library started a monthly story time with dimmed lights, fewer children, wiggle cushions and no expectation to sit still. Our son stayed for the whole half hour and picked a book to take home. If your library doesn’t have one, ask: ours started because a parent asked.',
    tags: ['autism', 'community'],
    comments: ['Asking works! Ours added a quiet hour at the museum after a few of us emailed.'],
  },
  {
    title: 'What I learned from my first mentor session',
    body: 'I booked a session with a concierge mentor whose son has the same epilepsy syndrome as ours, ten years further on. She didn’t give medical advice; she told me which questions she wished she had asked, and which battles were not worth fighting. I left with a list and less fear.',
    tags: ['epilepsy', 'mentorship'],
    comments: [
      'Talking to someone further down the road is the best thing I did in our first year.',
      'Which questions did she suggest? I have my first session next week.',
    ],
    reply: 'Ask about school transitions early, and ask what she would do differently. That second one was gold.',
  },
];

export const WRITTEN_QUESTIONS: readonly WrittenPost[] = [
  {
    title: 'How do you handle night waking?',
    body: 'Our daughter (5, autistic) wakes at 3 am most nights and stays up for two hours. We have tried melatonin with the pediatrician’s OK, a later bedtime and blackout blinds. What helped your family?',
    tags: ['sleep', 'autism'],
    comments: [
      'A sleep diary for two weeks showed us our son was napping too late at daycare. Moving the nap fixed most of it.',
      'We kept the room boring at night: no toys within reach, a dim red light, and one of us sitting quietly without talking.',
    ],
  },
  {
    title: 'Is speech therapy covered by insurance?',
    body: 'Our plan says speech therapy needs "medical necessity". Our son is 3 and says about 20 words. Has anyone had speech therapy covered without a referral from a specialist?',
    tags: ['speech', 'insurance'],
    comments: [
      'Ask for the plan’s written criteria; ours needed a pediatrician’s referral and an evaluation with scores, not a specialist.',
      'Under 3 your state’s early intervention program may cover it. At 3, ask the school district for an evaluation too.',
    ],
  },
  {
    title: 'What should a school seizure plan include?',
    body: 'New school this autumn and they have asked for a seizure action plan. What should be on it, and who signs it?',
    tags: ['epilepsy', 'school'],
    comments: [
      'What her seizures look like, how to time them, first aid, when to give rescue medication, when to call 911, and who to call after. Our neurologist signed it.',
      'The Epilepsy Foundation has a template our school accepted as is.',
    ],
  },
  {
    title: 'Where do you find respite care?',
    body: 'We need a weekend off for the first time in three years. Our son is 12 with cerebral palsy and epilepsy. Where do you even start looking?',
    tags: ['respite', 'cerebral-palsy'],
    comments: [
      'Start with your county’s developmental disabilities office; ask about the respite list and any waiver program.',
      'Our children’s hospital social worker knew every respite program in the region.',
    ],
  },
  {
    title: 'Best apps for visual schedules?',
    body: 'Our son can’t read yet. Which visual schedule apps work for a non-reading child? Paper keeps getting lost.',
    tags: ['autism', 'routines'],
    comments: [
      'We tried three apps and went back to a velcro strip on the fridge, honestly. But use photos of your own house, not clipart.',
      'Any app where you can take your own photos works better than the built-in icons.',
    ],
  },
  {
    title: 'Who gives midday ADHD medication at your school?',
    body: 'Our school has a nurse only two days a week. Who gives the midday dose on the other days at your school?',
    tags: ['adhd', 'medication'],
    comments: [
      'At ours, a trained office staff member gives it under the nurse’s delegation. Ask for the name of who is trained.',
      'We switched to a long-acting dose with the doctor so there is no midday dose at all.',
    ],
  },
  {
    title: 'Ketogenic diet recipes for a picky eater?',
    body: 'Our dietitian started our 7-year-old on keto. He eats maybe ten foods. Any family-friendly recipes your kids actually eat?',
    tags: ['diet', 'epilepsy'],
    comments: [
      'Almond flour pancakes with butter and a few berries: ask your dietitian to check the ratio.',
      'Cheese crisps baked in the oven were our son’s first keto win.',
    ],
  },
  {
    title: 'Occupational therapy exercises at home?',
    body: 'Our OT session is once a week. What exercises did your occupational therapist give you for home?',
    tags: ['therapy', 'sensory'],
    comments: [
      'Animal walks down the hallway (bear, crab, frog) before homework.',
      'Playdough with beads hidden in it for hand strength. She thinks it is a treasure hunt.',
    ],
  },
  {
    title: 'How do you explain a sibling’s seizures to a 4-year-old?',
    body: 'Our 4-year-old saw her brother have a seizure for the first time and is frightened. How did you explain it?',
    tags: ['epilepsy', 'family'],
    comments: [
      'We said his brain has a "storm" sometimes and it passes, and gave her a job: fetch a grown-up. Having a job helped her.',
    ],
  },
  {
    title: 'Is it normal to feel angry at the person you care for?',
    body: 'I love my wife. Since her brain injury she is a different person, and some days I am angry with her, then ashamed. Does anyone else feel this?',
    tags: ['brain-injury', 'wellbeing'],
    comments: [
      'Yes. Very common, and it doesn’t mean you love her less. A caregivers’ counsellor helped me separate the injury from the person.',
      'You are grieving who she was while caring for who she is. Be gentle with yourself.',
    ],
  },
  {
    title: 'Do you tell the summer camp about the diagnosis?',
    body: 'Our 10-year-old has ADHD and wants to go to a regular day camp. Do you tell the camp? How much?',
    tags: ['adhd', 'school'],
    comments: ['We tell them what helps, not the label: "He does best with clear warnings before transitions and a job to do."'],
  },
  {
    title: 'What should I ask at a first neuropsychology assessment?',
    body: 'Our daughter has her first neuropsych assessment next month. What should we ask before and after?',
    tags: ['school', 'diagnosis'],
    comments: [
      'Ask how long the report takes, whether they will meet the school, and for recommendations written so the IEP team can use them.',
      'Ask what each score means for her daily life. The numbers alone tell you little.',
    ],
  },
  {
    title: 'How do you get a wheelchair-accessible vehicle?',
    body: 'Our son has outgrown lifting into a car seat. How did you afford an accessible van?',
    tags: ['cerebral-palsy', 'mobility'],
    comments: ['A used van from a mobility dealer, plus a grant from a disease foundation. Took a year of paperwork.'],
  },
  {
    title: 'Melatonin: what dose did your doctor suggest?',
    body: 'Our pediatrician mentioned melatonin for our autistic son’s sleep. I’m nervous. What did your doctors suggest, and did it help?',
    tags: ['sleep', 'medication'],
    comments: [
      'Please follow your own pediatrician’s dose. Ours started very low and timed it an hour before bed, along with a routine.',
      'It helped him fall asleep but not stay asleep. The routine mattered more.',
    ],
  },
  {
    title: 'How do you keep track of all the appointments?',
    body: 'Neurology, PT, OT, speech, dentist, school meetings. I have missed two appointments this month. How do you keep track?',
    tags: ['caregiving', 'appointments'],
    comments: [
      'One shared calendar with alerts the day before and two hours before. My partner sees it too.',
      'I batch calls on Monday mornings and put everything in the calendar right then.',
    ],
  },
  {
    title: 'Anyone tried music therapy for dementia?',
    body: 'Dad’s care home offers music therapy. Has it helped anyone’s parent?',
    tags: ['dementia', 'therapy'],
    comments: [
      'My mum sings every word of the songs from her twenties even when she can’t find other words. It is the best part of her week.',
    ],
  },
  {
    title: 'What helps your child with migraine at school?',
    body: 'Our 12-year-old has migraines about twice a month. What adjustments does your school make?',
    tags: ['migraine', 'school'],
    comments: [
      'A 504 plan with a quiet dark room, water bottle at her desk, and extra time for missed work.',
      'Permission to wear tinted glasses in class helped our son with the lights.',
    ],
  },
  {
    title: 'How long did it take to get an autism evaluation?',
    body: 'We are on a waiting list with a 14-month wait. Is that normal? Anything we can do meanwhile?',
    tags: ['autism', 'diagnosis'],
    comments: [
      'Ask to be on the cancellation list and call every month. Meanwhile, ask the school district for its own evaluation: it can get support started.',
      'Early intervention (under 3) or the school district (3+) can start services without a medical diagnosis.',
    ],
  },
  {
    title: 'What did you put in your hospital bag?',
    body: 'Our son has frequent admissions. What is in your ready-to-go hospital bag?',
    tags: ['epilepsy', 'caregiving'],
    comments: [
      'Phone charger with a long cable, a medication list, his own pillowcase, snacks for me, and a one-page summary for the doctors.',
    ],
  },
  {
    title: 'How do you handle toilet training with sensory issues?',
    body: 'Our 5-year-old is afraid of the flush and the echo. How did you manage toilet training?',
    tags: ['sensory', 'autism'],
    comments: [
      'We let her leave before flushing, then flushed together from the door with ear defenders. Slow steps.',
      'A footstool and a padded seat made a big difference for our son.',
    ],
  },
  {
    title: 'Any advice for speech after a stroke at 45?',
    body: 'My husband had a stroke at 45 and has aphasia. His speech therapy ends next month. How do we keep going?',
    tags: ['stroke', 'speech'],
    comments: [
      'Ask the therapist for a home program and whether there is an aphasia group nearby. The group gave my husband confidence.',
      'Reading aloud together every day, even a paragraph, kept my wife improving after therapy ended.',
    ],
  },
  {
    title: 'Is it worth getting a service dog for seizures?',
    body: 'We are thinking about a seizure alert dog. Has anyone got one? Worth the wait and the cost?',
    tags: ['epilepsy', 'family'],
    comments: ['Ours is trained to respond (fetch help, lie beside her), not to predict. That alone has been worth it.'],
  },
  {
    title: 'How do you talk to an employer about caregiving?',
    body: 'I need flexible hours for my daughter’s therapies. How much did you share with your manager?',
    tags: ['work', 'wellbeing'],
    comments: [
      'I asked for a meeting, kept it to what I needed (two afternoons a month) and how I would cover the work. Less detail than I expected.',
    ],
  },
  {
    title: 'What does a care coordinator actually do?',
    body: 'Our insurance offered us a care coordinator. What did yours help with?',
    tags: ['caregiving', 'insurance'],
    comments: [
      'Ours chased referrals, found a PT with openings, and got prior authorisations moving. Worth every phone call.',
      'She was the one person who knew all our providers. That alone saved hours.',
    ],
  },
  {
    title: 'Stim toys that are quiet enough for class?',
    body: 'Our son’s teacher asked for quieter fidgets. Which ones worked at your school?',
    tags: ['adhd', 'sensory'],
    comments: ['Textured stickers under the desk and a stretchy band on the chair legs. Silent and invisible.'],
  },
  {
    title: 'How do you manage Parkinson’s medication timing?',
    body: 'Dad’s medication has to be on time or he freezes. How do you manage it when he is out or in hospital?',
    tags: ['parkinsons', 'medication'],
    comments: [
      'Phone alarms and a pill box with an alarm. In hospital, ask the nurses to flag "time-critical medication" on his chart.',
    ],
  },
  {
    title: 'How did you choose between ABA and other therapies?',
    body: 'We are being offered ABA for our 4-year-old. How did you decide which therapies were right?',
    tags: ['autism', 'therapy'],
    comments: [
      'We visited three providers, asked how they set goals, how the family is involved and how they measure progress. Then chose the one our son was happy to go to.',
      'Ask what a typical session looks like and whether you can watch one.',
    ],
  },
  {
    title: 'Did anyone get a Medicaid waiver? How long did it take?',
    body: 'We applied for our state’s waiver last year. Still waiting. How long did yours take?',
    tags: ['insurance', 'respite'],
    comments: ['Three years on the waiting list in our state. Apply now and keep your contact details updated.'],
  },
  {
    title: 'How do you explain dementia to young grandchildren?',
    body: 'My kids (6 and 9) don’t understand why Grandma forgets their names. What did you say?',
    tags: ['dementia', 'family'],
    comments: [
      'We said Grandma’s brain is ill and it makes her forget, but she still feels love. Short visits with an activity worked best.',
    ],
  },
  {
    title: 'How do you prepare for an EEG?',
    body: 'Our daughter is 6 and has a sleep-deprived EEG next week. Any tips?',
    tags: ['epilepsy', 'appointments'],
    comments: [
      'Practise with a headband and stickers, bring a tablet for the waiting, and ask whether she can have her own blanket.',
      'Keep her awake in the car on the way there. That was the hardest part for us!',
    ],
  },
  {
    title: 'What physical therapy worked for toe walking?',
    body: 'Our son walks on his toes all the time. His PT suggested stretches and maybe casting. What worked for your child?',
    tags: ['therapy', 'mobility'],
    comments: ['Daily stretches and night splints for us. Casting was suggested but we didn’t need it in the end.'],
  },
  {
    title: 'Is it ADHD or just a busy kid?',
    body: 'Our 6-year-old can’t sit still in class. The teacher mentioned ADHD. Where do we start?',
    tags: ['adhd', 'diagnosis'],
    comments: [
      'Start with your pediatrician. They’ll likely ask you and the teacher to fill in rating scales. It took us about two months.',
    ],
  },
  {
    title: 'Any tips for flying with a child with epilepsy?',
    body: 'First flight with our 8-year-old since her diagnosis. What should we bring and tell the airline?',
    tags: ['epilepsy', 'travel'],
    comments: [
      'Carry medication in your hand luggage with a doctor’s letter, keep her sleep on schedule, and tell the cabin crew on boarding.',
    ],
  },
  {
    title: 'What do you do when the carer cancels?',
    body: 'Our son’s carer cancelled three times this month and I had to leave work each time. What is your backup plan?',
    tags: ['respite', 'work'],
    comments: [
      'We have a list of three back-up people who have met him and read his one-page profile. Asking is hard, but they said yes.',
    ],
  },
  {
    title: 'How did you find a neurologist who takes your insurance?',
    body: 'Every pediatric neurologist near us has a six-month wait or is out of network. How did you find one?',
    tags: ['insurance', 'epilepsy'],
    comments: [
      'Ask your plan for a network adequacy exception if none in network can see you in a reasonable time. It worked for us.',
    ],
  },
  {
    title: 'What helps your teen with brain injury fatigue at school?',
    body: 'Our 15-year-old is back at school after a brain injury but is exhausted by lunch. What adjustments helped?',
    tags: ['brain-injury', 'school'],
    comments: [
      'A shorter day to start, a rest period in the nurse’s office and lecture notes in advance so she can listen instead of writing.',
    ],
  },
  {
    title: 'Communication devices: where did you start?',
    body: 'Our 7-year-old is non-speaking. His school mentioned an AAC device. How did you choose one?',
    tags: ['speech', 'autism'],
    comments: [
      'Ask for an AAC evaluation by a speech therapist. Ours let us trial two devices for a month each before deciding.',
      'Model it yourself, all day, without expecting him to use it. It took three months before our son started.',
    ],
  },
  {
    title: 'How do you stay in touch with friends as a caregiver?',
    body: 'I have lost touch with most of my friends since becoming my husband’s full-time carer. How do you keep friendships going?',
    tags: ['wellbeing', 'caregiving'],
    comments: ['A standing video call with two friends every other Sunday night. Low effort, and it kept me going.'],
  },
  {
    title: 'Should we try a weighted vest?',
    body: 'Our OT suggested a weighted vest for short periods in class. Has anyone used one?',
    tags: ['sensory', 'therapy'],
    comments: ['Yes, 20 minutes at a time during seat work, as our OT set up. It helped some days, not others. Keep notes.'],
  },
  {
    title: 'What to ask when choosing a memory care home?',
    body: 'We are starting to look at memory care for Mum. What questions did you ask on visits?',
    tags: ['dementia', 'caregiving'],
    comments: [
      'Staff turnover, how many staff at night, how they handle distress without sedation, and whether you can visit any time.',
      'Visit at mealtime unannounced. You learn more in twenty minutes than on the tour.',
    ],
  },
];
