import ts from 'typescript';

/** Attributes whose text a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
]);

export interface LiteralFinding {
  line: number;
  text: string;
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function literalText(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  return undefined;
}

/** Finds user-facing text written directly in JSX: text children, `{'...'}` children and read attributes. */
export function findLiteralStrings(source: string, fileName = 'file.tsx'): LiteralFinding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: LiteralFinding[] = [];
  const report = (node: ts.Node, text: string) =>
    findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = literalText(node.expression);
      if (text !== undefined && hasWords(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const init = node.initializer;
      const text = init && ts.isJsxExpression(init) ? literalText(init.expression) : literalText(init);
      if (text !== undefined && hasWords(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}
