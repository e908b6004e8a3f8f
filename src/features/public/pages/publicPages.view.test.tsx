// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEBINARS, webinarStarted, webinarWhen } from '../../../../contract/webinar-schedule';
import type { Services } from '../../../services';
import { fakeAuth } from '../../../testing/auth';
import { renderWithSystem } from '../../../testing/renderWithSystem';
import { blogPosts } from '../content/posts';
import { PublicSite } from '../PublicSite';
import { loadBlogArticle } from './BlogArticlePage';
import { BlogPage } from './BlogPage';
import { FeedbackPage } from './FeedbackPage';
import { WebinarPage } from './WebinarPage';

/*
 * Issue #63.13: the blog's articles are pages, each webinar has its time and a Register, and the
 * feedback link's form is the product's own. Each form is a real <form> the server answers without
 * scripts (tests/server/webinars-feedback.test.ts); here, the page's script taking it over.
 */
const visitor = { auth: fakeAuth({ user: null }).logic };
const REFUSED = Object.assign(new Error('409'), { refusal: { fields: {}, message: 'This session has already taken place.' } });

function fakeForms(answer: (input: Record<string, string>) => unknown) {
  const sent: Array<Record<string, string>> = [];
  const respond = async (input: Record<string, string>) => {
    sent.push(input);
    const a = answer(input);
    if (a instanceof Error) throw a;
    return a;
  };
  const publicForms = async () => ({ registerForWebinar: respond, sendFeedback: respond });
  return { api: { publicForms } as unknown as Partial<Services>, sent };
}

describe('/blog and its articles', () => {
  it('each card opens its article, a page with the article’s sections under their headings', async () => {
    await renderWithSystem(<PublicSite path="/blog" Page={BlogPage} />, { actors: visitor });
    for (const post of blogPosts)
      expect(screen.getByRole('link', { name: post.title }).getAttribute('href')).toBe(`/blog/${post.slug}`);
    expect(document.body.textContent).not.toMatch(/on their way/i);

    const Article = await loadBlogArticle('choosing-a-therapy-provider');
    await renderWithSystem(<PublicSite path="/blog/choosing-a-therapy-provider" Page={Article} />, { actors: visitor });
    expect(screen.getByRole('heading', { level: 1, name: 'Ten questions to ask when choosing a therapy provider' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'The ten questions' })).toBeTruthy();
    const questions = screen.getByRole('heading', { level: 2, name: 'The ten questions' }).parentElement!;
    expect(within(questions).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'More articles' }).getAttribute('href')).toBe('/blog');
  });

  it('every article has an introduction and sections of its own, several hundred words long', async () => {
    for (const post of blogPosts) {
      const Article = await loadBlogArticle(post.slug);
      const view = await renderWithSystem(<PublicSite path={`/blog/${post.slug}`} Page={Article} />, { actors: visitor });
      const words = (view.container.querySelector('article')?.textContent ?? '').split(/\s+/).length;
      expect(words, post.slug).toBeGreaterThan(350);
      expect(view.container.querySelectorAll('article h2').length, post.slug).toBeGreaterThanOrEqual(4);
      view.unmount();
    }
  });
});

describe('/webinar', () => {
  // The page lists sessions by the clock: held at 1 Dec 2026, when three are still to come.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists a session with the past ones once it has started, without Register, and says when none is to come', async () => {
    vi.setSystemTime(new Date('2026-12-11T12:00:00Z'));
    const first = await renderWithSystem(<PublicSite path="/webinar" Page={WebinarPage} />, {
      actors: visitor,
      api: fakeForms(() => ({})).api,
    });
    const titles = (section: string) =>
      within(screen.getByRole('heading', { name: section }).closest('section')!)
        .queryAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles('Past sessions')[0]).toBe('Getting started with NeuroHealth Care: a guided tour for families');
    expect(titles('Upcoming sessions')).not.toContain('Getting started with NeuroHealth Care: a guided tour for families');
    expect(screen.queryByRole('form', { name: /^Register for Getting started/, hidden: true })).toBeNull();
    first.unmount();

    vi.setSystemTime(new Date('2027-03-01T12:00:00Z'));
    await renderWithSystem(<PublicSite path="/webinar" Page={WebinarPage} />, {
      actors: visitor,
      api: fakeForms(() => ({})).api,
    });
    expect(screen.getByText(/^No session is scheduled right now\./)).toBeTruthy();
    expect(screen.queryAllByRole('form', { hidden: true })).toHaveLength(0);
  });

  it('shows each session’s time in the visitor’s zone, and a Register form the server can answer without scripts', async () => {
    await renderWithSystem(<PublicSite path="/webinar" Page={WebinarPage} />, {
      actors: visitor,
      api: fakeForms(() => ({})).api,
    });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const w of WEBINARS) {
      // Plain spaces only, in any engine: the prerendered text (Node) is the hydrating text (Chromium).
      expect(webinarWhen(w, zone)).not.toMatch(/[\u2009\u202f\u00a0]/);
      const time = screen.getByText(webinarWhen(w, zone));
      expect(time.tagName).toBe('TIME');
      expect(time.getAttribute('datetime')).toBe(w.startsAt);
    }
    const upcoming = WEBINARS.filter((w) => !webinarStarted(w, Date.now()));
    const forms = screen.getAllByRole('form', { hidden: true });
    expect(forms).toHaveLength(upcoming.length);
    for (const [i, form] of forms.entries()) {
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toBe('/webinar/register');
      expect((form.querySelector('input[name="webinar_id"]') as HTMLInputElement).value).toBe(upcoming[i]!.id);
      expect(form.querySelector('input[name="name"]')).toBeTruthy();
      expect(form.querySelector('input[name="email"]')).toBeTruthy();
    }
    expect(document.body.textContent).not.toMatch(/not published yet/i);
  });

  it('Register takes the submit over: checks, sends, confirms in place; a refusal is said with everything kept', async () => {
    const w = WEBINARS.find((x) => !webinarStarted(x, Date.now()))!;
    let answer: unknown = { webinar_id: w.id, email: 'rosa@example.test', already: false };
    const forms = fakeForms(() => answer);
    await renderWithSystem(<PublicSite path="/webinar" Page={WebinarPage} />, { actors: visitor, api: forms.api });
    const form = screen.getByRole('form', { name: `Register for ${w.title}`, hidden: true });
    fireEvent.submit(form);
    expect(within(form).getByText('Enter your name.', { selector: 'p' })).toBeTruthy();
    expect(forms.sent).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Rosa Diaz' } });
    fireEvent.change(within(form).getByLabelText('E-mail address'), { target: { value: 'rosa@example.test' } });
    answer = REFUSED;
    fireEvent.submit(form);
    expect((await within(form).findByRole('alert')).textContent).toContain('This session has already taken place.');
    expect((within(form).getByLabelText('Your name') as HTMLInputElement).value).toBe('Rosa Diaz');
    answer = { webinar_id: w.id, email: 'rosa@example.test', already: false };
    fireEvent.submit(form);
    const done = await screen.findByRole('heading', { name: "You're registered" });
    expect(done.closest('[role="status"]')!.textContent).toContain(
      'We sent a confirmation with a calendar file to rosa@example.test',
    );
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(forms.sent.at(-1)).toEqual({ webinar_id: w.id, name: 'Rosa Diaz', email: 'rosa@example.test' });
  });
});

describe('/feedback', () => {
  it('is a form the server answers without scripts; with the script, it sends and thanks in place', async () => {
    const forms = fakeForms(() => ({ id: 1, received_at: '2026-12-07T10:00:00.000Z' }));
    await renderWithSystem(<PublicSite path="/feedback" Page={FeedbackPage} />, { actors: visitor, api: forms.api });
    const form = screen.getByRole('form', { name: 'Send feedback' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/feedback');
    fireEvent.change(within(form).getByLabelText('What should we improve?'), { target: { value: 'ok' } });
    fireEvent.change(within(form).getByLabelText(/Your e-mail/), { target: { value: 'kim@' } });
    fireEvent.submit(form);
    expect(within(form).getByText('Write at least 5 characters.', { selector: 'p' })).toBeTruthy();
    expect(
      within(form).getByText('Enter an e-mail address like name@example.com, or leave it empty.', { selector: 'p' }),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('What should we improve?'), { target: { value: 'The map needs town names.' } });
    fireEvent.change(within(form).getByLabelText(/Your e-mail/), { target: { value: '' } });
    fireEvent.submit(form);
    expect(await screen.findByRole('heading', { name: 'Thank you, your feedback is with us' })).toBeTruthy();
    expect(forms.sent).toEqual([{ message: 'The map needs town names.', page: '', email: '' }]);
  });
});
