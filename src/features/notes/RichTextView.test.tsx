// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PICTURE_PATH } from '../../../contract/community-pictures';
import { RichTextView } from './RichTextView';

const t = (text: string, format = 0) => ({ type: 'text', version: 1, text, format, detail: 0, mode: 'normal', style: '' });
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
});
const body = (...children: unknown[]) => ({ root: block('root', children) });
const PICTURE = `${PICTURE_PATH}0f8fad5b-d9cb-469f-a165-70867728950e`;

afterEach(cleanup);

describe('a stored rich text, read-only (no editor)', () => {
  it('shows headings, paragraphs, quotes and lists as their elements, formatting as emphasis, a line break as one', () => {
    render(
      <RichTextView
        label="The post"
        body={body(
          block('heading', [t('Bedtime')], { tag: 'h2' }),
          block('paragraph', [
            t('Lights '),
            t('off', 1),
            t(' at '),
            t('eight', 2),
            { type: 'linebreak', version: 1 },
            t('then a story', 8),
          ]),
          block('quote', [t('It worked for us')]),
          block('list', [block('listitem', [t('Bath')], { value: 1 }), block('listitem', [t('Book')], { value: 2 })], {
            listType: 'number',
            start: 1,
            tag: 'ol',
          }),
          block('list', [block('listitem', [t('Quiet')], { value: 1 })], { listType: 'bullet', start: 1, tag: 'ul' }),
        )}
      />,
    );
    const text = screen.getByRole('group', { name: 'The post' });
    expect(within(text).getByRole('heading', { level: 2, name: 'Bedtime' })).toBeTruthy();
    expect(text.querySelector('strong')!.textContent).toBe('off');
    expect(text.querySelector('em')!.textContent).toBe('eight');
    expect(text.querySelector('p br')).toBeTruthy();
    expect(text.querySelector('blockquote')!.textContent).toBe('It worked for us');
    const [numbered, bullets] = within(text).getAllByRole('list');
    expect(numbered!.tagName).toBe('OL');
    expect(
      within(numbered!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bath', 'Book']);
    expect(bullets!.tagName).toBe('UL');
  });

  it('links only to http, https and mailto addresses; text that looks like markup stays text', () => {
    render(
      <RichTextView
        body={body(
          block('paragraph', [
            { ...block('link', [t('the guide')], { url: 'https://example.org/sleep', rel: 'noreferrer', target: null }) },
            t(' <img src=x onerror=alert(1)>'),
          ]),
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'the guide' });
    expect(link.getAttribute('href')).toBe('https://example.org/sleep');
    expect(link.getAttribute('rel')).toBe('noreferrer');
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows a picture stored here with its words; a body the contract refuses (a script: link) as plain text', () => {
    const picture = { type: 'image', version: 1, src: PICTURE, altText: 'The bedtime chart' };
    render(<RichTextView body={body(block('paragraph', [t('Our chart'), picture]))} pictures={{ path: PICTURE_PATH }} />);
    expect(screen.getByRole('img', { name: 'The bedtime chart' }).getAttribute('src')).toBe(PICTURE);
    cleanup();

    render(<RichTextView body={body(block('paragraph', [block('link', [t('click me')], { url: 'javascript:alert(1)' })]))} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('click me').tagName).toBe('P');
  });
});
