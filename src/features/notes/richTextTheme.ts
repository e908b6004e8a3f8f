/** The rich text's classes: Lexical's theme in the editor (RichText.tsx), and the read-only view's (RichTextView.tsx). */
export const RICH_TEXT_THEME = {
  heading: { h1: 'text-xl font-bold', h2: 'text-lg font-semibold', h3: 'font-semibold' },
  list: { ul: 'ml-6 list-disc', ol: 'ml-6 list-decimal', listitem: 'my-0.5' },
  link: 'text-brand-700 underline dark:text-teal-200',
  quote: 'border-l-4 border-slate-300 pl-3 italic',
  text: { bold: 'font-bold', italic: 'italic', underline: 'underline' },
  paragraph: 'my-1',
  /** A community post's stored picture: its line, and the picture on it. */
  picture: {
    frame: 'my-2 block',
    image: 'max-h-96 max-w-full rounded-[var(--radius)] border border-slate-200 dark:border-slate-700',
  },
} as const;
