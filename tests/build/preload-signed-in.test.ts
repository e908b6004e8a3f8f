import { describe, expect, it } from 'vitest';
import { blockingScripts, deferredScripts } from '../../scripts/preload-signed-in';

// index.html as rsbuild writes it, shortened: the entry's scripts deferred in the head.
const built = [
  '<html><head><title>App</title>',
  '<link rel="preload" href="/static/js/async/session.1.js" as="script">',
  '<script defer src="/static/js/vendor.1.js"></script><script defer src="/static/js/index.1.js"></script>',
  '<link href="/static/css/index.1.css" rel="stylesheet"></head>',
  '<body><div id="root"></div></body></html>',
].join('');

describe("the signed-in page's scripts (issue #38)", () => {
  it('run parser-blocking after the empty #root, in their order, the preload hints and stylesheet left in the head', () => {
    const page = blockingScripts(built);
    expect(page).not.toContain('defer');
    expect(page).toContain(
      '<div id="root"></div><script src="/static/js/vendor.1.js"></script><script src="/static/js/index.1.js"></script></body>',
    );
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/static/js/async/session.1.js" as="script">');
    expect(head).toContain('<link href="/static/css/index.1.css" rel="stylesheet">');
    expect(head).not.toContain('<script');
  });

  it('are deferred again in the head for a page whose content is already in its HTML', () => {
    const page = deferredScripts(blockingScripts(built)).replace('<div id="root"></div>', '<div id="root"><h1>Hub</h1></div>');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(
      '<script defer src="/static/js/vendor.1.js"></script><script defer src="/static/js/index.1.js"></script>',
    );
    expect(page.slice(page.indexOf('<body>'))).toBe('<body><div id="root"><h1>Hub</h1></div></body></html>');
  });

  it('refuses a page it does not know how to change, rather than write one that never starts', () => {
    expect(() => blockingScripts('<html><head></head><body><div id="root"></div></body></html>')).toThrow(/no deferred script/);
    expect(() =>
      blockingScripts('<html><head><script defer src="/a.js"></script></head><body><main></main></body></html>'),
    ).toThrow(/no empty <div id="root">/);
  });
});
