import { SiteLink } from '../SiteLink';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import { textLink } from '../styles';

const sections: readonly LegalSection[] = [
  {
    id: 'why',
    title: 'Why we have guidelines',
    body: (
      <p>
        The community is where caregivers, people living with neurological conditions, mentors and providers share what they have
        learned. It only works if everyone feels safe to ask a question. These guidelines apply to the feed, questions,
        communities, comments and group chats.
      </p>
    ),
  },
  {
    id: 'be-kind',
    title: 'Be kind',
    body: (
      <ul>
        <li>Assume good intent. Everyone here is doing their best in a hard situation.</li>
        <li>Disagree with ideas, not people. No insults, mockery, harassment or hate.</li>
        <li>Respect different choices about therapies, schooling, work and family life.</li>
      </ul>
    ),
  },
  {
    id: 'privacy',
    title: 'Protect privacy',
    body: (
      <ul>
        <li>Share your own story, not someone else’s, unless they have agreed.</li>
        <li>Do not post children’s full names, photos of their faces, schools or other identifying details.</li>
        <li>Keep private conversations private: do not repost messages without permission.</li>
      </ul>
    ),
  },
  {
    id: 'experience',
    title: 'Share experience, not prescriptions',
    body: (
      <>
        <p>
          “This is what helped us” is welcome. “Stop taking your medication” is not. Do not give instructions about diagnosis,
          medication or treatment, and encourage others to talk to their clinicians.
        </p>
        <p>
          Professionals are welcome to share general knowledge, but a community answer is not a consultation. Say so when it
          matters.
        </p>
      </>
    ),
  },
  {
    id: 'honest',
    title: 'Be honest and non-commercial',
    body: (
      <ul>
        <li>Be truthful about who you are and any qualifications you mention.</li>
        <li>No advertising, selling, fundraising or recruiting without our agreement.</li>
        <li>Say so if you have a connection to a product or service you mention.</li>
      </ul>
    ),
  },
  {
    id: 'safety',
    title: 'If someone is at risk',
    body: (
      <p>
        If a post suggests someone may be in danger, report it so our team can see it quickly. The community is not an emergency
        service: if you are worried about immediate danger, call your local emergency number.
      </p>
    ),
  },
  {
    id: 'moderation',
    title: 'Reporting and moderation',
    body: (
      <>
        <p>
          Our team reviews reports and may edit or remove content, hide it while we look into it, or limit or close accounts that
          break these guidelines. We try to explain our decisions.
        </p>
        <p>
          If you think we got it wrong, tell us on the{' '}
          <SiteLink to="/contact" className={textLink}>
            contact page
          </SiteLink>
          .
        </p>
      </>
    ),
  },
];

export function CommunityGuidelinesPage() {
  return (
    <LegalDocument
      title="Community Guidelines"
      updated="2026-11-01"
      summary={<p>In short: be kind, protect each other’s privacy, and share experience rather than medical instructions.</p>}
      sections={sections}
    />
  );
}
