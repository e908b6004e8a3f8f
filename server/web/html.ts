const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes a value for HTML text and attribute positions. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

export const PRODUCT_NAME = 'NeuroHealth Care';

// Inline only: the pages load nothing from outside (no web fonts, no CDNs).
const STYLE = `
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2434;background:#f3f6fb;line-height:1.5}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:2rem 1rem}
main{width:100%;max-width:26rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(20,40,80,.12);padding:1.5rem}
.brand{margin:0 0 .25rem;font-weight:700;color:#2a4dbd;font-size:1rem}
h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.25}
h1[tabindex]:focus{outline:none}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input,select{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #7b8597;border-radius:8px;background:#fff;color:inherit}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#b3261e}
.field-error{color:#b3261e;margin:.25rem 0 0;font-size:.9rem}
.alert{background:#fdecea;color:#8a1c14;border:1px solid #f3b8b2;border-radius:8px;padding:.6rem .8rem;margin:0 0 1rem}
button{display:block;width:100%;margin-top:1.25rem;font:inherit;font-weight:700;padding:.7rem;border:0;border-radius:8px;background:#2a4dbd;color:#fff;cursor:pointer}
button:hover{background:#1f3a94}
a{color:#2a4dbd}
:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
.switch{margin:1.25rem 0 0;text-align:center}
.hint{font-size:.9rem;color:#4a5568;margin:.25rem 0 0}
`;

/**
 * The heading of a page that answers a form posted without scripts (thank you, registered): it
 * takes the focus, as the scripted form puts it on its confirmation. `text` must already be escaped.
 */
export const answerHeading = (text: string) => `<h1 tabindex="-1" autofocus>${text}</h1>`;

/** A complete, self-contained page. `body` must already be escaped. */
export function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · ${PRODUCT_NAME}</title>
<style>${STYLE}</style>
${extraHead}
</head>
<body>
<main>
<p class="brand">${PRODUCT_NAME}</p>
${body}
</main>
</body>
</html>`;
}
