import { SiteLink } from '../SiteLink';
import { CallToAction } from '../components/CallToAction';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import type { PublicPath } from '../navigation';
import { brandText, card, focusRing, mutedText, textLink } from '../styles';

interface GuideLink {
  readonly label: string;
  readonly to: PublicPath;
}

interface Guide {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly steps: readonly string[];
  readonly related: readonly GuideLink[];
}

/** Practical guides for caregivers; general information, never medical advice. */
const guides: readonly Guide[] = [
  {
    id: 'understanding-a-diagnosis',
    title: 'Understanding a diagnosis',
    summary:
      'A new diagnosis arrives with words you have never heard and a lot of advice at once. Give yourself time: you do not need to understand everything in the first week.',
    steps: [
      'Ask the clinician to write down the exact name of the diagnosis, and any type or stage, so you search for the right thing.',
      'Ask what the diagnosis means for daily life now, what may change over time, and what the next step is: a test, a referral or a follow-up date.',
      'Prefer information from the treating team, national health services and established patient organisations. Be wary of anything that promises a cure or asks for payment up front.',
      'Keep a running list of questions as they come to you, and bring it to the next appointment.',
      'Talk to someone who has been through it. Another family a few years ahead of you often knows which questions matter.',
    ],
    related: [
      { label: 'How NeuroHealth Care supports caregivers', to: '/caregivers' },
      { label: 'What a concierge mentor is, on our blog', to: '/blog' },
      { label: 'Screening tools explained, a recorded webinar', to: '/webinar' },
    ],
  },
  {
    id: 'preparing-for-appointments',
    title: 'Preparing for appointments',
    summary:
      'Appointments are short and often months apart. A little preparation means you leave with answers rather than remembering your question in the car park.',
    steps: [
      'Write down what you have noticed since the last visit: what changed, when it started, how often it happens. Short notes or a video on your phone help describe episodes.',
      'Choose your three most important questions and ask them first.',
      'Bring the current list of medicines with doses, recent letters and results, and the names of the other professionals involved.',
      'Ask for anything you do not understand to be explained again, in plain words. It is fine to ask the clinician to slow down or to write it down.',
      'Before you leave, check what happens next, who will contact whom, and how to reach the team if things change before the next visit.',
    ],
    related: [
      { label: 'Preparing for a first neurology appointment, on our blog', to: '/blog' },
      { label: 'Ten questions to ask when choosing a therapy provider, on our blog', to: '/blog' },
      { label: 'Questions about sessions and notes in the FAQ', to: '/faq' },
    ],
  },
  {
    id: 'organising-medications-and-records',
    title: 'Organising medications and records',
    summary:
      'Families often become the only people who hold the whole picture. One tidy, up-to-date record saves time at every appointment and in an emergency.',
    steps: [
      'Keep one medicines list: name, dose, time of day, who prescribed it and why. Update it the same day anything changes, and note allergies and past reactions.',
      'Use a weekly pill organiser or phone reminders, and agree who gives each dose when more than one person helps.',
      'Keep a folder, paper or digital, with diagnosis letters, test results, therapy reports, school or work plans and insurance documents, newest first.',
      'Keep a one-page summary (diagnosis, medicines, allergies, key contacts) in your bag or phone for emergencies and new professionals.',
      'Ask a pharmacist to review the full list if several people prescribe, and never stop or change a medicine without speaking to the prescriber.',
    ],
    related: [
      { label: 'How we protect your notes and messages', to: '/privacy-policy' },
      { label: 'Who can see your notes, in the FAQ', to: '/faq' },
    ],
  },
  {
    id: 'caring-for-the-carer',
    title: 'Caring for the carer',
    summary:
      'Caring is a long journey, not a sprint. Looking after your own health is part of looking after the person you care for.',
    steps: [
      'Notice the warning signs of strain: poor sleep, irritability, losing interest in things you enjoyed, or feeling that you cannot cope. Tell your own doctor.',
      'Share the load. Make a list of concrete tasks (a school run, a prescription pick-up, an hour of company) so that when people offer help, you can say yes.',
      'Plan short breaks before you need them, and ask your local services or patient organisation about respite care.',
      'Find people who understand: a carers group, a mentor or a community of families facing the same questions.',
      'If you work, consider talking to your manager about flexible arrangements; many employers have policies for working carers.',
    ],
    related: [
      { label: 'Caring while working, on our blog', to: '/blog' },
      { label: 'How employers can support working caregivers', to: '/employers' },
      { label: 'Our community guidelines', to: '/community-guidelines' },
    ],
  },
  {
    id: 'navigating-insurance-and-benefits',
    title: 'Navigating insurance and benefits',
    summary:
      'Cover, benefits and funding rules differ between countries, plans and employers, and the forms are rarely simple. A few habits make the process easier.',
    steps: [
      'Find out exactly what your plan or public service covers: therapies, equipment, medicines, and whether a referral or prior approval is needed first.',
      'Ask the clinic for a social worker, care coordinator or benefits adviser. Helping families with forms is often part of their role.',
      'Keep copies of every form, letter and receipt, and write down the date, the name of the person you spoke to and what was agreed on every call.',
      'Describe needs on bad days, not only good ones, and attach letters from the professionals who know the person.',
      'If a claim or application is refused, ask for the reason in writing and how to appeal, and note the deadline.',
    ],
    related: [
      { label: 'How we work with health plans', to: '/health-plans' },
      { label: 'Support from employers', to: '/employers' },
      { label: 'Ask our team a question', to: '/contact' },
    ],
  },
];

const jumpTo = (id: string) => (event: { preventDefault(): void }) => {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView();
  target.focus();
};

export function ResourceHubPage() {
  return (
    <>
      <PageHero eyebrow="Resource hub" title="Practical guides for families and caregivers">
        <p>
          Short, plain-language guides to the tasks that come with caring for someone with a neurological or neurodevelopmental
          condition, written with caregivers who have done them.
        </p>
        <p className="mt-4 text-base">
          These guides are general information, not medical, legal or financial advice. Decisions about care belong to you and the
          professionals who know your situation.
        </p>
      </PageHero>

      <Section title="Guides" lead="Start with the one that fits where you are today.">
        <nav aria-label="Guides on this page" className="mb-10">
          <ul className="flex flex-wrap gap-2">
            {guides.map((guide) => (
              <li key={guide.id}>
                <a
                  href={`#${guide.id}`}
                  onClick={jumpTo(guide.id)}
                  className={`${focusRing} inline-block rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-700 dark:border-slate-600 dark:text-slate-200 dark:hover:border-teal-300 dark:hover:text-teal-300`}
                >
                  {guide.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="space-y-8">
          {guides.map((guide) => (
            <article key={guide.id} aria-labelledby={guide.id} className={card}>
              <h3 id={guide.id} tabIndex={-1} className={`scroll-mt-6 text-xl font-semibold focus:outline-none ${brandText}`}>
                {guide.title}
              </h3>
              <p className={`mt-2 max-w-3xl ${mutedText}`}>{guide.summary}</p>
              <div className="mt-5 grid gap-6 lg:grid-cols-[2fr_1fr]">
                <div>
                  <h4 className="text-sm font-semibold text-slate-900 dark:text-white">What helps</h4>
                  <ul className={`mt-2 list-disc space-y-2 ps-5 ${mutedText}`}>
                    {guide.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h4 className="text-sm font-semibold text-slate-900 dark:text-white">Related on this site</h4>
                  <ul className="mt-2 space-y-2 text-sm">
                    {guide.related.map((link) => (
                      <li key={link.label}>
                        <SiteLink to={link.to} className={textLink}>
                          {link.label}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section title="More ways to learn" tone="tinted">
        <ul className="grid gap-4 md:grid-cols-3">
          <li className={card}>
            <h3 className={`text-lg font-semibold ${brandText}`}>
              <SiteLink to="/blog" className={`${focusRing} rounded-sm hover:underline`}>
                Blog
              </SiteLink>
            </h3>
            <p className={`mt-2 ${mutedText}`}>Checklists and articles from our team, mentors and clinical advisers.</p>
          </li>
          <li className={card}>
            <h3 className={`text-lg font-semibold ${brandText}`}>
              <SiteLink to="/webinar" className={`${focusRing} rounded-sm hover:underline`}>
                Webinars
              </SiteLink>
            </h3>
            <p className={`mt-2 ${mutedText}`}>Live and recorded sessions with caregivers, mentors and providers.</p>
          </li>
          <li className={card}>
            <h3 className={`text-lg font-semibold ${brandText}`}>
              <SiteLink to="/faq" className={`${focusRing} rounded-sm hover:underline`}>
                FAQ
              </SiteLink>
            </h3>
            <p className={`mt-2 ${mutedText}`}>Answers about the beta, privacy, mentorship sessions and accounts.</p>
          </li>
        </ul>
        <p className={`mt-8 max-w-3xl ${mutedText}`}>
          <strong className="text-slate-900 dark:text-white">In an emergency</strong>, do not wait for a guide or a reply: call
          your local emergency number. For urgent health concerns, contact the clinician who knows the person you care for.
        </p>
      </Section>

      <CallToAction title="Keep everything in one place" kind="signup">
        <p>
          With an account you can book a concierge mentor, keep notes from each session, find providers and invite the people who
          share the care.
        </p>
      </CallToAction>
    </>
  );
}
