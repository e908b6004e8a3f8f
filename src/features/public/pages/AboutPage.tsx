import { CallToAction } from '../components/CallToAction';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { brandText, card, mutedText } from '../styles';

const principles = [
  {
    title: 'Families first',
    body: 'We start from the questions caregivers actually ask at eleven at night, not from what is easy to build.',
  },
  {
    title: 'Plain language',
    body: 'Diagnoses, therapies and services explained in words anyone can follow, with sources you can check.',
  },
  {
    title: 'Private by default',
    body: 'Your messages and notes are yours. A PIN protects your profile and messages, and you choose who connects with you.',
  },
  {
    title: 'Support, not diagnosis',
    body: 'Mentors, screening tools and Nora help you prepare and understand. Medical decisions stay with you and your clinicians.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About us" title="Nobody should have to coordinate neurological care alone">
        <p>
          NeuroHealth Care is a care-coordination product for people living with neurological and neurodevelopmental conditions,
          and for the families, caregivers and professionals around them.
        </p>
      </PageHero>

      <Section title="Why we are building it">
        <div className={`max-w-3xl space-y-4 text-base sm:text-lg ${mutedText}`}>
          <p>
            After a diagnosis, families are often handed a leaflet and a waiting list. What follows is months of phone calls,
            forms, therapies and searching, usually while holding down a job and looking after everyone else.
          </p>
          <p>
            The knowledge that helps most is spread out: in the heads of parents who went through it a few years earlier, in the
            notes of a therapist, in a community thread. We bring it together: mentors who have walked the road, a directory of
            providers, a community that answers questions, and tools that keep everyone on the same page.
          </p>
        </div>
      </Section>

      <Section title="What we believe" tone="tinted">
        <ul className="grid gap-4 md:grid-cols-2">
          {principles.map((principle) => (
            <li key={principle.title} className={card}>
              <h3 className={`text-lg font-semibold ${brandText}`}>{principle.title}</h3>
              <p className={`mt-2 ${mutedText}`}>{principle.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="What beta means here">
        <div className={`max-w-3xl space-y-4 text-base sm:text-lg ${mutedText}`}>
          <p>
            The product works and people use it every day, but it is not finished. Some features will change, some will be added,
            and now and then something will break. When it does, we want to hear about it.
          </p>
          <p>
            Every piece of feedback is read by the people who build the product, and the most common requests shape what we work
            on next.
          </p>
        </div>
      </Section>

      <CallToAction title="Come and build it with us" kind="signup" signUpLabel="Join the beta">
        <p>Join as a family, caregiver or provider, or get in touch if you represent an employer or health plan.</p>
      </CallToAction>
    </>
  );
}
