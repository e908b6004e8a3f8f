/**
 * The parser eslint-plugin-import-x reads other modules with when a rule follows imports
 * (no-cycle, no-restricted-paths): it needs their imports and exports, not ESLint's scope
 * analysis, which `@typescript-eslint/parser` adds to the same syntax tree (a second full
 * analysis of files ESLint lints anyway). The files ESLint lints keep the full parser.
 */
const { parse: parseTree } = require('@typescript-eslint/typescript-estree');
const { visitorKeys } = require('@typescript-eslint/visitor-keys');

module.exports = {
  VisitorKeys: visitorKeys,
  parse(code, options = {}) {
    const file = options.filePath ?? '';
    return parseTree(code, {
      filePath: file,
      jsx: /\.[jt]sx$/.test(file),
      loc: true,
      range: true,
      comment: Boolean(options.comment),
      tokens: Boolean(options.tokens),
    });
  },
};
