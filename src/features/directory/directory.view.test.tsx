// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Filters, ListedProvider, ProviderDetail } from '../../../contract/directory';
import { NO_FILTERS } from '../../../machines/directory/directory.machine';
import type { Services } from '../../services';
import type { DirectoryPage as Page } from '../../services/directory';
import { renderWithSystem } from '../../testing/renderWithSystem';
import { DirectoryPage } from './DirectoryPage';
import { ProviderPage } from './ProviderPage';
import { filtersFromSearch, searchFromFilters } from './urlFilters';

const listed = (id: number, name: string, extra: Partial<ListedProvider> = {}): ListedProvider => ({
  therapy_provider_id: id,
  name,
  provider_image_url: null,
  website: null,
  services: ['speech'],
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  latitude: 30.27 + id / 100,
  longitude: -97.74,
  telehealth: false,
  in_person: true,
  distance_miles: 1,
  ...extra,
});
const ORIGIN = { zip_code: '78701', location: 'Austin, TX 78701', latitude: 30.27, longitude: -97.74 };

function fakeDirectory(answer: (filters: Filters, page: number) => Page | Error, detail: ProviderDetail | null = null) {
  const asked: Array<{ filters: Filters; page: number }> = [];
  const directory = async () => ({
    search: async (filters: Filters, page: number) => {
      asked.push({ filters, page });
      const a = answer(filters, page);
      if (a instanceof Error) throw a;
      return a;
    },
    provider: async () => detail,
  });
  return { api: { directory } as unknown as Partial<Services>, asked };
}

const page = (items: ListedProvider[], total = items.length, extra: Partial<Page> = {}): Page => ({
  items,
  total,
  page: 0,
  origin: ORIGIN,
  unknownZip: null,
  ...extra,
});

describe('/providers', () => {
  it('lists the results with their distance, a dot per result on the map, and highlights a row and its dot together', async () => {
    const fake = fakeDirectory(() => page([listed(1, 'Harbor Speech'), listed(2, 'Little Steps', { distance_miles: 2.5 })]));
    const written: Filters[] = [];
    await renderWithSystem(
      <DirectoryPage filters={{ ...NO_FILTERS, zip_code: '78701', radius_miles: 25 }} onFilters={(f) => written.push(f)} />,
      { api: fake.api },
    );
    const list = await screen.findByTestId('provider-list');
    expect(screen.getByText('2 providers within 25 miles of Austin, TX 78701.')).toBeTruthy();
    expect(within(list).getByText('Austin, TX 78701 · 2.5 miles · In person')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Harbor Speech' }).getAttribute('href')).toBe('/directory-item/1');
    const map = screen.getByRole('group', {
      name: /^Map of the 2 providers in the list, around Austin, TX 78701 within 25 miles/,
    });
    const dot = within(map).getByRole('button', { name: 'Little Steps, Austin, TX, 2.5 miles away' });
    expect(screen.getByTestId('map-radius')).toBeTruthy();

    const row = within(list).getAllByRole('listitem')[1]!;
    fireEvent.mouseEnter(row);
    expect(dot.getAttribute('data-highlighted')).toBe('true');
    fireEvent.mouseLeave(row);
    expect(dot.getAttribute('data-highlighted')).toBeNull();
    fireEvent.focus(dot);
    expect(row.getAttribute('data-highlighted')).toBe('true');
    // Choosing a dot moves to its row's link.
    fireEvent.keyDown(dot, { key: 'Enter' });
    expect(document.activeElement).toBe(within(row).getByRole('link'));
    expect(fake.asked).toEqual([{ filters: { ...NO_FILTERS, zip_code: '78701', radius_miles: 25 }, page: 0 }]);

    // A filter is written to the URL and searched at once.
    fireEvent.click(screen.getByRole('checkbox', { name: 'ABA therapy' }));
    await waitFor(() => expect(fake.asked.at(-1)?.filters.services).toEqual(['aba']));
    expect(written.at(-1)).toMatchObject({ services: ['aba'], zip_code: '78701', radius_miles: 25 });
  });

  it('says when a zip code is unknown or nothing matches, with Clear filters; a failure offers Try again', async () => {
    let fail = true;
    const fake = fakeDirectory((f) => {
      if (fail) return new Error('503');
      return f.zip_code ? page([], 0, { origin: null, unknownZip: f.zip_code }) : page([], 0, { origin: null });
    });
    await renderWithSystem(<DirectoryPage filters={{ ...NO_FILTERS, zip_code: '00000' }} onFilters={() => {}} />, {
      api: fake.api,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't search the provider directory.");
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText("We don't know the place “00000”. Check it, or choose a zip code or town from the suggestions."),
    ).toBeTruthy();
    expect(screen.getByText('Map: no provider to show.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[1]!);
    expect(await screen.findByText('No provider matches these filters.')).toBeTruthy();
    expect(fake.asked.at(-1)?.filters).toEqual(NO_FILTERS);
  });

  it('reads its filters from the URL, keeping what it knows, and writes them back plainly', () => {
    const filters = filtersFromSearch({
      services: 'speech,unknown,speech',
      zip_code: 78701,
      radius_miles: '25',
      mode: 'telehealth',
      sort: 'sideways',
      therapist_name: '  harbor ',
    });
    expect(filters).toEqual({
      ...NO_FILTERS,
      therapist_name: 'harbor',
      services: ['speech'],
      mode: 'telehealth',
      zip_code: '78701',
      radius_miles: 25,
    });
    expect(searchFromFilters(filters)).toEqual({
      therapist_name: 'harbor',
      services: 'speech',
      mode: 'telehealth',
      zip_code: '78701',
      radius_miles: '25',
    });
    // A radius means nothing without a zip code; a zip code is five digits.
    expect(filtersFromSearch({ radius_miles: '25', zip_code: '7870' })).toEqual(NO_FILTERS);
    expect(searchFromFilters(NO_FILTERS)).toEqual({});
  });
});

const detail: ProviderDetail = {
  ...listed(7, 'Brightpath Neuro Therapy', { website: 'https://brightpath.example', telehealth: true }),
  services: ['speech', 'aba'],
  ages: ['preschool', 'school'],
  languages: ['en', 'es'],
  insurance: ['medicaid', 'self_pay'],
  address: '12 Congress Ave, Austin, TX 78701',
  phone: '(512) 555-0100',
  hours: ['Mon–Fri 8:00–17:00', 'Sat 9:00–12:00'],
  about: 'Speech and ABA therapy for children.',
  member: { user_id: 4, user_name: 'provider' },
  distance_miles: null,
};

describe('/providers with a long list', () => {
  it('renders only a window of rows past VIRTUAL_FROM, each knowing its place, and Arrow keys, Home and End reach rows not yet drawn', async () => {
    // happy-dom lays nothing out: a row measures as a browser would draw it (112 px).
    const spy = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.dataset.index === undefined ? 0 : 112;
    });
    // …and the page is as tall as the list says (the list's height is the virtualizer's total).
    const tall = vi
      .spyOn(document.documentElement, 'scrollHeight', 'get')
      .mockImplementation(() => parseFloat(screen.queryByTestId('provider-list')?.style.height ?? '0'));
    onTestFinished(() => {
      spy.mockRestore();
      tall.mockRestore();
    });
    const many = Array.from({ length: 400 }, (_, i) => listed(i + 1, `Provider ${i + 1}`));
    const fake = fakeDirectory(() => page(many, 1000));
    await renderWithSystem(<DirectoryPage filters={{ ...NO_FILTERS }} onFilters={() => {}} />, { api: fake.api });
    const list = await screen.findByTestId('provider-list');
    const drawn = () => within(list).getAllByRole('listitem');
    expect(list.getAttribute('data-virtual')).toBe('true');
    // The window of a 768-pixel viewport and a few rows either side, not 400.
    expect(drawn().length).toBeGreaterThan(3);
    expect(drawn().length).toBeLessThan(30);
    expect(drawn()[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(drawn()[0]!.getAttribute('aria-setsize')).toBe('1000');
    expect(screen.getByText(/^Showing 400 of 1000 providers/)).toBeTruthy();

    const first = within(list).getByRole('link', { name: 'Provider 1' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Provider 2');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    // The list scrolls the window to the last row; a browser then fires scroll events (happy-dom does not).
    await waitFor(() => {
      fireEvent.scroll(window);
      expect(document.activeElement?.textContent).toBe('Provider 400');
    });
    expect(window.scrollY).toBeGreaterThan(40_000);
    expect(within(list).queryByRole('link', { name: 'Provider 1' })).toBeNull();
    expect(drawn().length).toBeLessThan(30);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await waitFor(() => {
      fireEvent.scroll(window);
      expect(document.activeElement?.textContent).toBe('Provider 1');
    });
  });
});

describe('/directory-item/{id}', () => {
  it('shows every field, the contact with the website in a new tab, the mini map and Message for a member practice', async () => {
    const fake = fakeDirectory(() => page([]), detail);
    await renderWithSystem(<ProviderPage id={7} />, { api: fake.api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brightpath Neuro Therapy' })).toBeTruthy();
    for (const text of [
      'Speech therapy, ABA therapy',
      'Preschool (3–5), School age (6–12)',
      'English, Spanish',
      'Medicaid, Self-pay',
      'In person and telehealth',
      '12 Congress Ave, Austin, TX 78701',
      'Sat 9:00–12:00',
      'Speech and ABA therapy for children.',
    ])
      expect(screen.getByText(text), text).toBeTruthy();
    expect(screen.getByRole('link', { name: '(512) 555-0100' }).getAttribute('href')).toBe('tel:5125550100');
    const website = screen.getByRole('link', { name: /brightpath\.example/ });
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('group', { name: 'Map: Brightpath Neuro Therapy in Austin, TX' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Message Brightpath Neuro Therapy' }).getAttribute('href')).toBe(
      '/people-chat?u=provider',
    );
    // Opened directly (no search to go back to): the way back is the whole directory.
    expect(screen.getByRole('link', { name: 'All providers' }).getAttribute('href')).toBe('/providers');
  });

  it('an id the directory does not have, or that is not an id, is a clear not-found page', async () => {
    const fake = fakeDirectory(() => page([]), null);
    await renderWithSystem(<ProviderPage id={999} />, { api: fake.api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider not found' })).toBeTruthy();
    await renderWithSystem(<ProviderPage id={null} />, { api: fake.api });
    expect(screen.getAllByRole('heading', { level: 1, name: 'Provider not found' })).toHaveLength(2);
  });
});

describe('Save (#63.9)', () => {
  /** The saved-providers service: `saved` at first; each change answered by `answer` (an Error refuses it). */
  function fakeSaved(saved: number[], answer: (id: number, save: boolean) => Error | void = () => {}) {
    const changes: Array<[number, boolean]> = [];
    const savedProviders = async () => ({
      ids: async () => saved,
      save: async (id: number, save: boolean) => {
        changes.push([id, save]);
        const a = answer(id, save);
        if (a) throw a;
      },
    });
    return { savedProviders, changes };
  }

  it('offers Save on each result, shows it at once, and says it is in Favorites once kept', async () => {
    const fake = fakeDirectory(() => page([listed(1, 'Harbor Speech'), listed(2, 'Little Steps')]));
    const saved = fakeSaved([2]);
    await renderWithSystem(<DirectoryPage filters={NO_FILTERS} onFilters={() => {}} />, {
      api: { ...fake.api, savedProviders: saved.savedProviders } as unknown as Partial<Services>,
    });
    const harbor = await screen.findByRole('button', { name: 'Save Harbor Speech' });
    expect(harbor.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Save Little Steps' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(harbor);
    expect(harbor.getAttribute('aria-pressed')).toBe('true');
    await screen.findByText('Harbor Speech saved to Favorites.');
    expect(saved.changes).toEqual([[1, true]]);
    fireEvent.click(screen.getByRole('button', { name: 'Save Little Steps' }));
    await screen.findByText('Little Steps removed from Favorites.');
    expect(saved.changes).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('on a provider’s page, a refused Save is taken back with the server’s words; without the saved list, no Save', async () => {
    const refusal = Object.assign(new Error('409'), { refusal: { code: '409', message: 'You have saved 500 providers.' } });
    const saved = fakeSaved([], () => refusal);
    await renderWithSystem(<ProviderPage id={7} />, {
      api: { ...fakeDirectory(() => page([]), detail).api, savedProviders: saved.savedProviders } as unknown as Partial<Services>,
    });
    const save = await screen.findByRole('button', { name: 'Save provider' });
    fireEvent.click(save);
    expect((await screen.findByRole('alert')).textContent).toContain('You have saved 500 providers.');
    expect(save.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    const unreachable = async () => ({ ids: () => Promise.reject(new Error('offline')), save: vi.fn() });
    await renderWithSystem(<ProviderPage id={7} />, {
      api: { ...fakeDirectory(() => page([]), detail).api, savedProviders: unreachable } as unknown as Partial<Services>,
    });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1, name: 'Brightpath Neuro Therapy' })).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Save provider' })).toHaveLength(1);
  });
});
