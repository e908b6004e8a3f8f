import { SiteLink } from '../SiteLink';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import { textLink } from '../styles';

const sections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        NeuroHealth Care provides a care-coordination service for people living with neurological conditions, their families and
        caregivers, and the professionals who support them. This policy explains what personal information we handle when you use
        our website and app, why, and the choices you have.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            <strong>Account details</strong>: your name, email address and sign-in information.
          </li>
          <li>
            <strong>Profile</strong>: what you choose to add, such as your role, location and the topics you care about.
          </li>
          <li>
            <strong>What you create</strong>: messages, group chats, notes, community posts and questions, bookings, reviews and
            favorites.
          </li>
          <li>
            <strong>Technical information</strong>: device and browser type, and error reports that help us fix problems. Error
            reports are stripped of message content before they are sent.
          </li>
        </ul>
        <p>
          Some of what you write may describe health conditions. Please share only what you are comfortable sharing, and think
          carefully before posting health details in public community spaces.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    body: (
      <ul>
        <li>To provide the service: your dashboard, bookings, calendar, messages, community and notifications.</li>
        <li>To keep accounts secure, including the optional PIN that protects your profile and messages.</li>
        <li>To answer your questions and support requests.</li>
        <li>To understand what works and improve the product during and after the beta.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          <strong>People you choose.</strong> Messages go to the people in the conversation, shared notes to the people you share
          them with, and community posts to the members of that community.
        </p>
        <p>
          <strong>Service providers</strong> who host the service, handle sign-in and report errors for us, under contracts that
          limit their use of your information to providing those services.
        </p>
        <p>
          <strong>When the law requires it</strong>, or to protect someone from serious harm.
        </p>
        <p>
          We do not sell personal information, and we do not use it for advertising. If you join through an employer or health
          plan, they do not see your messages, notes or community activity.
        </p>
      </>
    ),
  },
  {
    id: 'nora',
    title: 'Nora, the AI assistant',
    body: (
      <p>
        When you ask Nora a question, what you type is processed to produce an answer. Avoid entering details you would not want
        processed this way, such as full names of other people or identification numbers. Nora’s answers are informational and are
        not medical advice.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Keeping it safe',
    body: (
      <p>
        Information travels over encrypted connections, access to it is limited to people who need it to run the service, and you
        can add a six-digit PIN to your profile and messages. No system is perfectly secure; if we learn of a breach that affects
        you, we will tell you.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your information while your account is open. When you close your account, we delete or anonymise your personal
        information within a reasonable period, except where we must keep it to meet legal obligations.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    body: (
      <>
        <p>
          You can view and update your profile in Settings at any time. You can also ask us for a copy of your information, to
          correct it, or to delete your account and the information linked to it.
        </p>
        <p>
          To make a request, use the{' '}
          <SiteLink to="/contact" className={textLink}>
            contact page
          </SiteLink>
          . We reply within two working days and may need to confirm your identity first.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Accounts are for adults. Parents and caregivers may record information about children they care for; please share only
        what is needed, and never post a child’s identifying details in public community spaces.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will update this policy as the product changes. When a change matters, we will tell you in the app before it takes
        effect. The date at the top shows the latest version.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="2026-11-01"
      summary={
        <p>
          In short: we collect what we need to run NeuroHealth Care, we do not sell your information, and you decide who sees your
          messages and notes.
        </p>
      }
      sections={sections}
    />
  );
}
