import type { SolutionContent } from '../content/solutions';
import { features } from '../content/features';
import { brandText, card, mutedText } from '../styles';
import { CallToAction } from './CallToAction';
import { FeatureGrid } from './FeatureGrid';
import { PageHero } from './PageHero';
import { Section } from './Section';
import { Steps } from './Steps';

/** Shared layout of the four audience pages (caregivers, care providers, employers, health plans). */
export function SolutionPage({ content }: { content: SolutionContent }) {
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.title}>
        {content.intro.map((paragraph) => (
          <p key={paragraph} className="mt-4 first:mt-0">
            {paragraph}
          </p>
        ))}
      </PageHero>

      <Section title={content.benefitsTitle} lead={content.benefitsLead}>
        <ul className="grid gap-4 md:grid-cols-2">
          {content.benefits.map((benefit) => (
            <li key={benefit.title} className={card}>
              <h3 className={`text-lg font-semibold ${brandText}`}>{benefit.title}</h3>
              <p className={`mt-2 ${mutedText}`}>{benefit.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="What you will use" lead={content.featuresLead} tone="tinted">
        <FeatureGrid items={content.featureKeys.map((key) => features[key])} />
      </Section>

      {content.steps && (
        <Section title={content.steps.title} lead={content.steps.lead}>
          <Steps items={content.steps.items} />
        </Section>
      )}

      <CallToAction title={content.cta.title} kind={content.cta.kind} signUpLabel={content.cta.signUpLabel}>
        <p>{content.cta.body}</p>
      </CallToAction>
    </>
  );
}
