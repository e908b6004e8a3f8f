import type { SeedArticle } from './types';

/** Insurance and benefits in the United States, in plain words. */
export const INSURANCE: SeedArticle[] = [
  {
    slug: 'reading-an-explanation-of-benefits',
    title: 'Reading an explanation of benefits',
    summary: 'What the lines on an EOB mean and how to tell whether you owe what the provider bills.',
    category: 'insurance',
    sections: [
      {
        heading: 'An EOB is not a bill',
        body: 'Your insurer sends an explanation of benefits (EOB) after processing a claim. It shows what was billed, what the plan allowed, what it paid and what you may owe. Wait for the provider’s bill before paying.',
      },
      {
        heading: 'Compare the two',
        body: 'The amount on the provider’s bill should match the “patient responsibility” on the EOB. If it does not, call the provider’s billing office first.',
      },
      {
        heading: 'Denial codes',
        body: 'If a line is denied, the EOB gives a reason code. Common reasons are a missing prior authorisation, an out-of-network provider or a coding error, and many can be fixed with a corrected claim.',
      },
    ],
  },
  {
    slug: 'prior-authorization',
    title: 'Prior authorisation for therapies',
    summary: 'Why insurers ask for approval before some services, and how to keep it from delaying care.',
    category: 'insurance',
    sections: [
      {
        heading: 'What it is',
        body: 'Prior authorisation is the insurer’s approval before a service is given. Many plans require it for ABA, long courses of therapy, some medicines and equipment.',
      },
      {
        heading: 'Who asks',
        body: 'The provider usually submits the request with the diagnosis, the evaluation and a treatment plan. Ask the office to tell you when it is sent and when it is approved, and note the number of visits and end date.',
      },
      {
        heading: 'Renewals',
        body: 'Approvals expire. Put the end date in your calendar and ask the provider to request renewal a few weeks before, with progress notes.',
      },
    ],
  },
  {
    slug: 'appealing-a-denied-claim',
    title: 'Appealing a denied claim',
    summary: 'The steps of an insurance appeal, and the deadlines that matter.',
    category: 'insurance',
    sections: [
      {
        heading: 'Internal appeal',
        body: 'For most plans you have 180 days from the denial notice to ask the insurer to reconsider. Write why the service is needed, and attach a letter of medical necessity from the treating professional and the relevant records.',
      },
      {
        heading: 'Urgent cases',
        body: 'If waiting would seriously harm health, ask for an expedited appeal; the insurer must decide much faster, within 72 hours for urgent care.',
      },
      {
        heading: 'External review',
        body: 'If the internal appeal is refused, you can usually ask for an external review by an independent reviewer. Your state insurance department can tell you how.',
      },
    ],
  },
  {
    slug: 'medicaid-and-chip-for-children',
    title: 'Medicaid and CHIP for children',
    summary: 'Public health coverage for children, including the EPSDT benefit that covers medically necessary services.',
    category: 'insurance',
    sections: [
      {
        heading: 'Who qualifies',
        body: 'Medicaid and the Children’s Health Insurance Program (CHIP) cover children in families with low or moderate incomes; limits vary by state and are higher for children than for adults. Apply through your state or HealthCare.gov.',
      },
      {
        heading: 'EPSDT',
        body: 'For children under 21 on Medicaid, the Early and Periodic Screening, Diagnostic and Treatment (EPSDT) benefit covers screenings and the services needed to correct or improve a condition, including therapies, when medically necessary.',
      },
      {
        heading: 'Waivers',
        body: 'Many states offer Home and Community-Based Services waivers that can cover respite, in-home support or equipment, sometimes regardless of family income. Waiting lists are common, so apply early.',
      },
    ],
  },
  {
    slug: 'autism-insurance-coverage',
    title: 'Insurance coverage for autism services',
    summary: 'What state autism mandates mean for your plan, and which plans they do not reach.',
    category: 'insurance',
    sections: [
      {
        heading: 'State mandates',
        body: 'Every state has a law requiring some state-regulated health plans to cover autism diagnosis and treatment, often including ABA. Age and benefit limits differ by state.',
      },
      {
        heading: 'Self-funded plans',
        body: 'Large employers often self-fund their plans, which are governed by federal law and not bound by state mandates. Ask your human resources department whether your plan is self-funded and what it covers.',
      },
      {
        heading: 'Marketplace and Medicaid',
        body: 'Marketplace plans cover behavioural health as an essential health benefit. Medicaid covers medically necessary autism services for children through EPSDT.',
      },
    ],
  },
  {
    slug: 'disability-benefits-and-able-accounts',
    title: 'SSI and ABLE accounts',
    summary: 'Federal income support for children and adults with disabilities, and a way to save without losing it.',
    category: 'insurance',
    sections: [
      {
        heading: 'SSI for children',
        body: 'Supplemental Security Income (SSI) pays a monthly benefit to children with severe disabilities in families with limited income and resources. Apply through the Social Security Administration.',
      },
      {
        heading: 'ABLE accounts',
        body: 'An ABLE account lets a person whose disability began early in life save for disability-related expenses without the first $100,000 counting against SSI, and without affecting Medicaid. Since 2026 the disability must have begun before age 46.',
      },
      {
        heading: 'Get advice',
        body: 'Rules on income, resources and trusts are detailed. A benefits counsellor or disability legal aid service can help you plan.',
      },
    ],
  },
];
