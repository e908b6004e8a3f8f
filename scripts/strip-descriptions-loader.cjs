// Production builds only (rsbuild.config.ts): the statecharts' `description` texts are for
// people reading them (the statechart gallery, the inspector in development), not for the
// running app, so they are blanked in machines/**/*.machine.ts before compiling. Each one is
// replaced by spaces and its own line breaks, so every other position in the file stays where
// it was and the source maps error reporting uses still point at the right lines.
const ts = require('typescript');

/** @this {{ resourcePath: string }} */
module.exports = function stripDescriptions(source) {
  const file = ts.createSourceFile(this.resourcePath, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const ranges = [];
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === 'description' &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      let end = node.getEnd();
      // The comma after it goes too (an object may not keep a stray one).
      const after = source.slice(end).match(/^\s*,/);
      if (after) end += after[0].length;
      ranges.push([node.getStart(file), end]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const [start, end] of ranges.reverse())
    out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, ' ') + out.slice(end);
  return out;
};
