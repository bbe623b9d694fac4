/**
 * User-facing copy lives in src/content (issue 19): a screen says *where* words go, the content module
 * says *which* words. Text between JSX tags, a string literal as a child, and the words of the attributes
 * a person reads or hears (aria-label, title, alt, placeholder, label) are reported. Punctuation and
 * symbols (`/`, `·`, `×`) are layout, not copy, and stay free.
 */
const SPOKEN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'title', 'alt', 'placeholder', 'label']);
const WORDS = /\p{L}{2,}/u;
const MESSAGE = 'User-facing copy belongs in src/content; import it from there.';

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'User-facing words come from src/content, not from JSX literals' },
    schema: [],
  },
  create(context) {
    const report = (node) => context.report({ node, message: MESSAGE });
    const isWords = (value) => typeof value === 'string' && WORDS.test(value);
    return {
      JSXText(node) {
        if (isWords(node.value)) report(node);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const e = node.expression;
        if (e.type === 'Literal' && isWords(e.value)) report(node);
        if (e.type === 'TemplateLiteral' && e.quasis.some((q) => isWords(q.value.cooked))) report(node);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!SPOKEN_ATTRIBUTES.has(name) || !node.value) return;
        const v = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (v.type === 'Literal' && isWords(v.value)) report(node);
        if (v.type === 'TemplateLiteral' && v.quasis.some((q) => isWords(q.value.cooked))) report(node);
      },
    };
  },
};
