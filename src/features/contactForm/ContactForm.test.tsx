// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_COPY, type ContactMessageInput } from '../../../machines/contactForm/contactForm.machine';
import type { Services } from '../../services';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { ContactForm } from './ContactForm';

function publicData(outcomes: Array<'ok' | Error>) {
  const sent: ContactMessageInput[] = [];
  const api = {
    publicData: async () => ({
      sendContactMessage: async (input: ContactMessageInput) => {
        const outcome = outcomes.shift() ?? 'ok';
        if (outcome !== 'ok') throw outcome;
        sent.push(input);
        return { id: sent.length, receivedAt: '2026-11-22T10:00:00Z' };
      },
    }),
  } as unknown as Partial<Services>;
  return { api, sent };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('the contact form', () => {
  it('is a form the server answers without scripts: it posts its named fields to /contact, and its submit is never disabled (#59)', async () => {
    const { api, sent } = publicData([]);
    await renderWithSystem(<ContactForm />, { api });
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/contact');
    const names = Array.from((form as HTMLFormElement).elements)
      .map((element) => element.getAttribute('name'))
      .filter(Boolean);
    expect(names).toEqual(['name', 'email', 'role', 'message']);
    expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(false);
    // With the script, the form is the app's: it checks and sends it itself.
    type('Your name', 'Ana');
    type('Email address', 'ana@example.com');
    type('Your message', 'Do you work with clinics in Leeds?');
    expect(fireEvent.submit(form)).toBe(false);
    expect(await screen.findByText('Thank you, your message is with us')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('does not ask a signed-in person for their name and address; sends them with the message (#63.14)', async () => {
    const { api, sent } = publicData([]);
    await renderWithSystem(<ContactForm sender={{ name: 'Maya Thompson', email: 'maya@example.test' }} />, { api });
    expect(screen.queryByLabelText('Your name')).toBeNull();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.getByTestId('contact-sender').textContent).toBe('We will reply to maya@example.test (Maya Thompson).');
    type('Your message', 'Where do I change my PIN?');
    send();
    expect(await screen.findByText('Thank you, your message is with us')).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({ name: 'Maya Thompson', email: 'maya@example.test', message: 'Where do I change my PIN?' }),
    ]);
    // Another message: still not asked.
    fireEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    await screen.findByRole('button', { name: 'Send message' });
    expect(screen.queryByLabelText('Your name')).toBeNull();
    type('Your message', 'And another thing');
    send();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ name: 'Maya Thompson', email: 'maya@example.test' });
  });

  it('an empty send lists what to fix, each error tied to its field', async () => {
    await renderWithSystem(<ContactForm />, { api: publicData([]).api });
    send();
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('Please check the form');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter your name.', 'Enter your email address so we can reply.', 'Write a message.']);
    expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');
  });

  it('a failed send keeps everything typed and says so; sending again confirms with what was sent', async () => {
    const { api, sent } = publicData([new Error('network down')]);
    await renderWithSystem(<ContactForm />, { api });
    type('Your name', 'Ana Ruiz');
    type('Email address', 'ana@example.org');
    type('Your message', 'Do you have respite care near Leeds?');
    send();

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(CONTACT_COPY.failed);
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Do you have respite care near Leeds?');

    send();
    const status = await screen.findByRole('status');
    expect(within(status).getByRole('heading', { level: 2 }).textContent).toBe('Thank you, your message is with us');
    expect(status.textContent).toContain('ana@example.org');
    expect(screen.getByTestId('contact-sent-message').textContent).toBe('Do you have respite care near Leeds?');
    expect(sent).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    await waitFor(() => expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe(''));
  });
});
