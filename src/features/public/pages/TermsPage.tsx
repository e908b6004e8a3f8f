import { SiteLink } from '../SiteLink';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import { textLink } from '../styles';

const sections: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <p>
        These terms apply when you use the NeuroHealth Care website and app. By creating an account you agree to them, together
        with our{' '}
        <SiteLink to="/privacy-policy" className={textLink}>
          Privacy Policy
        </SiteLink>{' '}
        and{' '}
        <SiteLink to="/community-guidelines" className={textLink}>
          Community Guidelines
        </SiteLink>
        .
      </p>
    ),
  },
  {
    id: 'beta',
    title: 'The service is in beta',
    body: (
      <p>
        NeuroHealth Care is still being developed. Features may change, be added or be removed, and the service may sometimes be
        unavailable or contain errors. We work to keep your information safe and the service running, and we welcome your
        feedback.
      </p>
    ),
  },
  {
    id: 'not-medical-advice',
    title: 'Not medical advice or emergency care',
    body: (
      <>
        <p>
          Content on NeuroHealth Care, including resources, screening tools, community posts, mentor sessions and answers from
          Nora, is for information and support. It is not a diagnosis, treatment or a replacement for advice from a qualified
          clinician who knows your situation.
        </p>
        <p>
          <strong>NeuroHealth Care is not an emergency service.</strong> If someone is in danger, call your local emergency
          number.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be an adult to create an account, and the details you give must be accurate.</li>
        <li>Keep your sign-in details and PIN to yourself, and tell us if you think someone else has used your account.</li>
        <li>You are responsible for what happens under your account.</li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Using the service fairly',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>harass, threaten or discriminate against anyone;</li>
          <li>share other people’s personal or health information without their permission;</li>
          <li>advertise, sell or spam, or misrepresent who you are or your qualifications;</li>
          <li>try to access accounts or data that are not yours, or disrupt the service.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'mentors-and-providers',
    title: 'Mentors and providers',
    body: (
      <p>
        Mentors and care providers share their experience and expertise through the service. Listings in the provider directory
        are information to help you choose, not a recommendation. Check a provider’s qualifications and terms before you engage
        them, and agree any clinical care directly with them.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'What you post',
    body: (
      <p>
        You keep ownership of what you write. You allow us to store and display it to the people you share it with so that the
        service works. We may remove content that breaks these terms or the Community Guidelines.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        If a feature or session requires payment, the price is shown before you pay, and your payments are listed in your payment
        history.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your account',
    body: (
      <p>
        You can close your account at any time by contacting us. We may suspend or close accounts that seriously or repeatedly
        break these terms, and will tell you why unless the law or someone’s safety prevents it.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: (
      <p>
        We provide the service with reasonable care and skill. As it is in beta, we cannot promise it will always be available or
        error-free. Nothing in these terms limits rights you have under the law that cannot be limited.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; when a change matters we will tell you in the app before it takes effect. Questions about these
        terms are welcome on the{' '}
        <SiteLink to="/contact" className={textLink}>
          contact page
        </SiteLink>
        .
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of use"
      updated="2026-11-01"
      summary={
        <p>
          In short: use NeuroHealth Care kindly and lawfully, remember it supports but does not replace medical care, and bear
          with us while it is in beta.
        </p>
      }
      sections={sections}
    />
  );
}
