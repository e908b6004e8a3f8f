import { SiteLink } from '../SiteLink';
import { SignInLink } from '../SignInLink';
import { useSession } from '../../auth/useSession';
import { CallToAction } from '../components/CallToAction';
import { ComingSoon, FeatureGrid } from '../components/FeatureGrid';
import { Section } from '../components/Section';
import { Steps } from '../components/Steps';
import { allFeatures, features, type Feature } from '../content/features';
import { LogoMark } from '../Logo';
import { APP_HOME, solutionsMenu } from '../navigation';
import { brandText, card, container, focusRing, mutedText, primaryButtonLarge, secondaryButtonLarge } from '../styles';
import { HydrateInTurn } from '../../../ui/hydrateInTurns';

const audienceCopy: Record<string, string> = {
  '/caregivers':
    'Parents, partners and adult children coordinating care: find providers, book a mentor and keep the family in the loop.',
  '/careproviders': 'Therapists, clinicians and coordinators: be found by families, run mentorship sessions and share notes.',
  '/employers': 'Give employees who care for someone with a neurological condition a mentor, a plan and a community.',
  '/health-plans': 'Help members and their families navigate to the right care, with screening and guidance between visits.',
};

const steps = [
  { title: 'Sign up', body: 'Create your account and protect your profile and messages with a six-digit PIN.' },
  {
    title: 'Meet a mentor',
    body: 'Book a concierge session with someone who knows the road ahead; it appears in your calendar.',
  },
  { title: 'Talk it through', body: 'Message family, mentors and providers one to one or in a group chat.' },
  { title: 'Keep it in one place', body: 'Sessions, messages and notifications, a click away from your dashboard.' },
];

export function HomePage() {
  return (
    <>
      <Hero />
      <Section
        title="Built for everyone around the person"
        lead="Neurological care is a team effort. NeuroHealth Care gives each member of that team what they need."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {solutionsMenu.items.map((item) => (
            <li key={item.to} className={`${card} relative flex flex-col hover:border-teal-700 dark:hover:border-teal-300`}>
              <h3 className={`text-lg font-semibold ${brandText}`}>
                <SiteLink
                  to={item.to}
                  className={`${focusRing} rounded-sm after:absolute after:inset-0 after:rounded-2xl hover:underline`}
                >
                  {item.label}
                </SiteLink>
              </h3>
              <p className={`mt-2 flex-1 text-sm ${mutedText}`}>{audienceCopy[item.to]}</p>
              <p aria-hidden="true" className={`mt-4 text-sm font-semibold ${brandText}`}>
                Learn more →
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Everything in one place"
        lead="What the beta does today. We add and refine features every few weeks based on what you tell us."
        tone="tinted"
      >
        <FeatureGrid items={allFeatures.filter((feature) => feature.key !== 'nora')} />
        <NoraCallout />
      </Section>
      <Section title="How it works" lead="Getting started takes a few minutes.">
        <Steps items={steps} />
      </Section>
      <CallToAction title="We are in beta, and listening" kind="signup" signUpLabel="Join the beta">
        <p>
          Some features are still rough around the edges, and some are missing. Everyone who joins during the beta helps decide
          what comes next: use the feedback link at the top of every page to tell us what works and what does not.
        </p>
      </CallToAction>
    </>
  );
}

function Hero() {
  const { status } = useSession();
  return (
    <HydrateInTurn>
      <div className="border-b border-slate-200 bg-gradient-to-b from-teal-50 to-white dark:border-slate-800 dark:from-slate-800 dark:to-slate-900">
        <div className={`${container} grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-[3fr_2fr]`}>
          <div>
            <p className={`text-sm font-semibold tracking-wide uppercase ${brandText}`}>Care coordination for neurohealth</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
              Neurological care, coordinated around your family
            </h1>
            <p className={`mt-6 max-w-2xl text-lg ${mutedText}`}>
              NeuroHealth Care brings families, caregivers, care providers and mentors together in one place: find and save
              providers near you in the provider directory, book sessions with experienced mentors, ask the community, keep
              everyone in the conversation and see what is coming up in one calendar.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              {status === 'signedIn' ? (
                <SiteLink to={APP_HOME} className={primaryButtonLarge}>
                  Go to App
                </SiteLink>
              ) : (
                <>
                  <SignInLink signUp className={primaryButtonLarge}>
                    Get started
                  </SignInLink>
                  <SignInLink className={secondaryButtonLarge}>Sign in</SignInLink>
                </>
              )}
            </div>
          </div>
          <HeroIllustration />
        </div>
      </div>
    </HydrateInTurn>
  );
}

function NoraCallout() {
  // As any feature: the flag is there only while the feature is not built.
  const { title, body, Icon, comingSoon }: Feature = features.nora;
  return (
    <div className="mt-4 flex flex-col gap-4 rounded-2xl border border-teal-700 bg-white p-6 sm:flex-row sm:items-center dark:border-teal-300 dark:bg-slate-800">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 dark:bg-teal-300">
        <Icon className="size-7 text-white dark:text-slate-900" />
      </span>
      <div>
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
          {comingSoon ? <ComingSoon /> : null}
        </h3>
        <p className={`mt-1 ${mutedText}`}>{body}</p>
      </div>
    </div>
  );
}

/** A small inline illustration of the dashboard, decorative only. */
function HeroIllustration() {
  const rows = [
    { label: 'Mentor session', detail: 'Thursday, 17:30', tone: 'bg-teal-100 dark:bg-teal-900' },
    { label: 'Group chat: Family', detail: '3 new messages', tone: 'bg-orange-100 dark:bg-orange-950' },
    { label: 'Notification', detail: 'Your session is booked', tone: 'bg-slate-100 dark:bg-slate-700' },
  ];
  return (
    <div aria-hidden="true" className="hidden lg:block">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-800">
        <div className="flex items-center gap-3">
          <LogoMark className="size-9" />
          <div>
            <p className="text-sm font-semibold text-slate-900 dark:text-white">Your dashboard</p>
            <p className="text-xs text-slate-600 dark:text-slate-300">Everything for this week</p>
          </div>
        </div>
        <ul className="mt-6 space-y-3">
          {rows.map((row) => (
            <li key={row.label} className={`rounded-xl p-4 ${row.tone}`}>
              <p className="text-sm font-semibold text-slate-900 dark:text-white">{row.label}</p>
              <p className="text-xs text-slate-700 dark:text-slate-200">{row.detail}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
