import { SiteLink } from '../SiteLink';
import type { ReactNode } from 'react';
import { CallToAction } from '../components/CallToAction';
import { PageHero } from '../components/PageHero';
import { ChevronDownIcon } from '../icons';
import { FEEDBACK_FORM_URL } from '../navigation';
import { NewTabLink } from '../NewTabLink';
import { focusRing, mutedText, textLink } from '../styles';

interface Question {
  readonly q: string;
  readonly a: ReactNode;
}

const groups: readonly { readonly title: string; readonly questions: readonly Question[] }[] = [
  {
    title: 'The beta',
    questions: [
      {
        q: 'What does “beta” mean for me?',
        a: 'The product works and people use it every day, but it is still changing. You may see new features appear, existing ones change, and the occasional bug. Your data is kept as carefully during the beta as it will be afterwards.',
      },
      {
        q: 'How do I give feedback?',
        a: (
          <>
            Use the{' '}
            <NewTabLink href={FEEDBACK_FORM_URL} className={textLink} showIcon={false}>
              beta feedback form
            </NewTabLink>
            , also linked from the banner and the header on every page. The product team reads every response.
          </>
        ),
      },
    ],
  },
  {
    title: 'Accounts and privacy',
    questions: [
      {
        q: 'How do I create an account or sign in?',
        a: 'Use Sign up or Login at the top of any page. Both take you to our sign-in page and bring you back to your dashboard afterwards.',
      },
      {
        q: 'What is the PIN for?',
        a: 'You can set a six-digit PIN that is asked for before your profile and messages are shown. It is useful on a shared family computer or tablet. If you forget it, you can reset it with a one-time code.',
      },
      {
        q: 'Who can see my messages and notes?',
        a: 'Messages are visible to the people in the conversation. Personal notes are visible only to you; a note you share is visible to the people you share it with. You decide who becomes a connection.',
      },
      {
        q: 'Where can I read how you handle my data?',
        a: (
          <>
            In our{' '}
            <SiteLink to="/privacy-policy" className={textLink}>
              Privacy Policy
            </SiteLink>
            , written to be read in a few minutes.
          </>
        ),
      },
    ],
  },
  {
    title: 'Mentorship sessions',
    questions: [
      {
        q: 'What is a concierge mentor?',
        a: 'Mentors are experienced caregivers and care professionals who help you understand your options, prepare for appointments and plan the next step. They do not replace your clinicians and do not diagnose.',
      },
      {
        q: 'How do I book a session?',
        a: 'After signing in, open Concierge and choose Book a Session. Pick a mentor and one of their available times. The booking appears in your calendar and under your bookings, where you can also reschedule or cancel it.',
      },
      {
        q: 'What happens to the notes from a session?',
        a: 'You can keep personal notes for yourself. Mentors can share notes with you after a session, and you can share your own notes with others. Shared notes are listed separately so you always know who can see what.',
      },
    ],
  },
  {
    title: 'Community and Nora',
    questions: [
      {
        q: 'What is the difference between the feed and questions?',
        a: 'The feed is for updates, experiences and encouragement. Questions is a board where you ask something specific and others answer. Discover helps you find communities about the conditions and topics you care about.',
      },
      {
        q: 'Are there rules in the community?',
        a: (
          <>
            Yes. Our{' '}
            <SiteLink to="/community-guidelines" className={textLink}>
              Community Guidelines
            </SiteLink>{' '}
            ask everyone to be kind, protect each other’s privacy and share experience rather than medical instructions.
          </>
        ),
      },
      {
        q: 'What can Nora, the AI assistant, help with?',
        a: 'Nora can explain a term, point you to resources and help you write down questions for an appointment. Nora can make mistakes and does not give medical advice, so check anything important with a professional.',
      },
    ],
  },
  {
    title: 'For organisations',
    questions: [
      {
        q: 'We are an employer or a health plan. How can we take part?',
        a: (
          <>
            During the beta we run a small number of pilots.{' '}
            <SiteLink to="/contact" className={textLink}>
              Contact us
            </SiteLink>{' '}
            and tell us about your organisation; we reply within two working days.
          </>
        ),
      },
    ],
  },
];

/**
 * A native disclosure (issue #59): the answer opens from the served HTML, with or without the
 * page's script, as the mobile menu's sections do.
 */
function FaqItem({ question }: { question: Question }) {
  return (
    <details className="group border-b border-slate-200 dark:border-slate-700">
      <summary
        className={`${focusRing} flex w-full cursor-pointer list-none items-start justify-between gap-4 rounded-md py-5 text-start text-base font-semibold text-slate-900 dark:text-white [&::-webkit-details-marker]:hidden`}
      >
        <h3>{question.q}</h3>
        <ChevronDownIcon className="mt-0.5 size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 dark:text-slate-300" />
      </summary>
      <div className={`pb-5 pe-9 ${mutedText}`}>{question.a}</div>
    </details>
  );
}

export function FaqPage() {
  return (
    <>
      <PageHero eyebrow="FAQ" title="Frequently asked questions">
        <p>Short answers about the beta, your account and privacy, mentorship sessions and the community.</p>
      </PageHero>
      <div className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6 lg:px-8">
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title} className="mb-12 last:mb-0">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{group.title}</h2>
            <div className="mt-2 border-t border-slate-200 dark:border-slate-700">
              {group.questions.map((question) => (
                <FaqItem key={question.q} question={question} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <CallToAction title="Still have a question?" kind="signup" signUpLabel="Join the beta">
        <p>Write to us on the contact page. Messages are read by our team and answered within two working days.</p>
      </CallToAction>
    </>
  );
}
